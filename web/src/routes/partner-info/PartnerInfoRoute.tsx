import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TruckIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';
import { SupportContact } from '../../support/SupportContact';

/** docs/specification.md section 1: transport companies join by contacting the provider, not by registering. */
export function Component() {
  const navigate = useNavigate();
  return (
    <Page>
      <PageHeader title="Partner Information" subtitle="For transport companies collecting empty cable drums" />
      <Card className="space-y-4">
        <div className="flex items-start gap-3">
          <TruckIcon className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-500" />
          <p>
            Transport companies are registered by contacting the provider, not by self-registration. Contact us below to
            become a transport partner.
          </p>
        </div>
        <div>
          <h2 className="text-lg font-semibold">How it works</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            <li>You define your service zones and minimum pickup thresholds.</li>
            <li>
              When enough drums are ready in a zone, you receive a route email with the pickups: the stops in a short
              driving order, the drums, weights and site information at each, and the whole route on a map. The same
              route waits in your portal, where you schedule all its stops at once.
            </li>
            <li>You collect the drums and update their status.</li>
          </ol>
        </div>
        <div>
          <h2 className="text-lg font-semibold">Contact</h2>
          <div className="mt-2">
            <SupportContact />
          </div>
        </div>
        <div className="flex flex-col gap-2 pt-2 sm:flex-row">
          <Button variant="secondary" onClick={() => navigate('/login')}>
            Back to Login
          </Button>
          <Button onClick={() => navigate('/register')}>Register as User</Button>
        </div>
      </Card>
    </Page>
  );
}
