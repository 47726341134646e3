import { Card } from '../components/Card';
import { Page } from './PageHeader';

/** spec.md section 2: unapproved returners and transporters see this and nothing else. */
export function PendingApproval() {
  return (
    <Page narrow>
      <Card className="text-center">
        <h1 className="text-xl font-bold">Account Pending Approval</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Please wait for admin approval to access the dashboard.
        </p>
      </Card>
    </Page>
  );
}
