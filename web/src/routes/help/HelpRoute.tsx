import { Link } from 'react-router';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { Page } from '../../components/PageHeader';
import { SupportContact } from '../../support/SupportContact';

/**
 * docs/specification.md section 2: the page's word is 'Help'. Under it, the support contact the More card
 * promises, and where the common answers are.
 */
export function Component() {
  return (
    <Page>
      <h1 className="text-2xl font-bold">Help</h1>
      <Card className="mt-4">
        <CardTitle>Contact support</CardTitle>
        <CardDescription>Questions about a pickup, your account or the app: we are glad to help.</CardDescription>
        <div className="mt-3">
          <SupportContact />
        </div>
      </Card>
      <Card className="mt-4">
        <CardTitle>Common questions</CardTitle>
        <dl className="mt-3 space-y-3 text-sm">
          <div>
            <dt className="font-semibold">My request says Draft. Is the pickup booked?</dt>
            <dd className="text-slate-700 dark:text-slate-300">
              Not yet. Open My Returns and press Send Pickup Request on the draft: only then does a transport company
              see it.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">When will the drums be collected?</dt>
            <dd className="text-slate-700 dark:text-slate-300">
              A transport company proposes a date when enough drums are ready in your zone; you are told when the date
              is confirmed, in the app and by email.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">How do I prepare the drums?</dt>
            <dd className="text-slate-700 dark:text-slate-300">
              The{' '}
              <Link
                to="/returner-guide"
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500"
              >
                Return Guide
              </Link>{' '}
              says what to do, step by step.
            </dd>
          </div>
        </dl>
      </Card>
    </Page>
  );
}
