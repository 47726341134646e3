import { Card } from '../../components/Card';
import { PortalHeader } from '../../layout/PortalHeader';

// Placeholder: tabs and stat cards come with the transporter issue.
export function Component() {
  return (
    <>
      <PortalHeader title="Transporter" />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold">Transporter Portal</h1>
        <Card>
          <p className="text-slate-600 dark:text-slate-400">Pickup requests in your zones will appear here.</p>
        </Card>
      </main>
    </>
  );
}
