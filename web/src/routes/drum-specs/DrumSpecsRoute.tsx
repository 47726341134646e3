import { TextLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PortalHeader } from '../../layout/PortalHeader';

// Placeholder: the legacy drum specification page comes with the drums issue.
export function Component() {
  return (
    <>
      <PortalHeader title="Admin" />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <TextLink to="/admin" className="text-sm">
          Back to Admin
        </TextLink>
        <h1 className="mb-4 mt-2 text-2xl font-bold">Drum Specification Database</h1>
        <Card>
          <p className="text-slate-600 dark:text-slate-400">Drum specifications will be listed here.</p>
        </Card>
      </div>
    </>
  );
}
