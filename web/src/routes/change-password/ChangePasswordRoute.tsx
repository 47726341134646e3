import { useNavigate } from 'react-router';
import { TextLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { ChangePasswordForm } from '../../settings/ChangePasswordForm';
import { ArrowLeftIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';

export function Component() {
  const navigate = useNavigate();
  return (
    <Page narrow>
      <TextLink to="/account" className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeftIcon className="size-4" />
        Back to Account
      </TextLink>
      <PageHeader title="Change Password" subtitle="Other devices are signed out when the password changes." />
      <Card>
        <ChangePasswordForm onChanged={() => navigate('/account')} />
      </Card>
    </Page>
  );
}
