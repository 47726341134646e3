import { useParams } from 'react-router';
import { TextLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PortalHeader } from '../../layout/PortalHeader';

// Placeholder: the map editor comes with the zones issue.
export function Component() {
  const { id } = useParams();
  return (
    <>
      <PortalHeader title="Admin" />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <TextLink to="/admin" className="text-sm">
          Back to Admin
        </TextLink>
        <h1 className="mb-4 mt-2 text-2xl font-bold">Edit Zone</h1>
        <Card>
          <p className="text-slate-600 dark:text-slate-400">The zone editor for zone {id} is coming soon.</p>
        </Card>
      </div>
    </>
  );
}
