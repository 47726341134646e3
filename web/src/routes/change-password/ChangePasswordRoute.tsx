import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { ChangePasswordForm } from '../../settings/ChangePasswordForm';
import { ArrowLeftIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';

export function Component() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Page narrow>
      <TextLink to="/account" className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeftIcon className="size-4" />
        {t('account.changePassword.backToAccount')}
      </TextLink>
      <PageHeader title={t('account.changePassword.title')} subtitle={t('account.changePassword.subtitle')} />
      <Card>
        <ChangePasswordForm onChanged={() => navigate('/account')} />
      </Card>
    </Page>
  );
}
