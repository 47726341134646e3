import { Card } from '../../components/Card';
import { PortalHeader } from '../../layout/PortalHeader';

// Placeholder: departments, tabs and the user menu come with the admin issues.
export function AdminPanel() {
  return (
    <>
      <PortalHeader title="Admin" />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold">Admin Panel</h1>
        <Card>
          <p className="text-slate-600 dark:text-slate-400">Users, companies, zones, drums and pickup requests will be managed here.</p>
        </Card>
      </div>
    </>
  );
}
