import { Card } from '../../components/Card';
import { Page, PageHeader } from '../../layout/PageHeader';
import { useViewer } from '../../viewer/ViewerProvider';
import { LoginPrompt } from '../returns/ReturnsRoute';

// Placeholder: the list of collected requests comes with the pickup request issue.
export function Component() {
  const viewer = useViewer();
  if (!viewer) return <LoginPrompt text="Log in to see your completed returns" />;
  return (
    <Page>
      <PageHeader title="Completed Returns" />
      <Card>
        <p className="text-slate-600 dark:text-slate-400">Returns that have been collected will appear here.</p>
      </Card>
    </Page>
  );
}
