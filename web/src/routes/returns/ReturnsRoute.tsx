import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PlusIcon } from '../../components/icons';
import { Page, PageHeader } from '../../layout/PageHeader';
import { useViewer } from '../../viewer/ViewerProvider';

// Placeholder: the lists (Drafts, Submitted, Scheduled) come with the pickup request issue.
export function Component() {
  const viewer = useViewer();
  if (!viewer) return <LoginPrompt text="Log in to see your returns" />;
  return (
    <Page>
      <PageHeader
        title="My Returns"
        actions={
          <ButtonLink to="/pickup-request">
            <PlusIcon className="size-4" />
            New Return
          </ButtonLink>
        }
      />
      <Card>
        <p className="text-slate-600 dark:text-slate-400">Your pickup requests will appear here.</p>
      </Card>
    </Page>
  );
}

/** What a signed-out visitor sees on a page that needs an account. */
export function LoginPrompt({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <Page narrow>
      <Card className="text-center">
        <h1 className="text-xl font-bold">{text}</h1>
        <Button className="mt-4" onClick={() => navigate('/login')}>
          Log In
        </Button>
      </Card>
    </Page>
  );
}
