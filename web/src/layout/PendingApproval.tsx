import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { useSignOut } from '../viewer/useSignOut';
import { Page } from '../components/PageHeader';

/**
 * docs/specification.md section 2: unapproved returners and transporters see this and nothing else. It says
 * what happens next and lets them leave (another account on a shared phone, say).
 */
export function PendingApproval() {
  const [signOut, signingOut] = useSignOut();
  return (
    <Page narrow>
      <Card className="text-center">
        <h1 className="text-xl font-bold">Account Pending Approval</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Please wait for admin approval to access the dashboard.
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          An administrator checks every new account. You get an email as soon as yours is approved.
        </p>
        <Button variant="secondary" className="mt-4" disabled={signingOut} onClick={() => void signOut()}>
          Log Out
        </Button>
      </Card>
    </Page>
  );
}
