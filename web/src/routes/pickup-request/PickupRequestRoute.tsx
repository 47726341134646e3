import { Card } from '../../components/Card';
import { Page, PageHeader } from '../../layout/PageHeader';

// Placeholder: the form comes with the pickup request issue.
export function Component() {
  return (
    <Page>
      <PageHeader title="Create Pickup Request" subtitle="Add drums and location details for collection" />
      <Card>
        <p className="text-slate-600 dark:text-slate-400">The pickup request form is coming soon.</p>
      </Card>
    </Page>
  );
}
