import { Card } from '../../../components/Card';

/** The pickup department's tabs are filled by the pickup issue; until then each says so. */
export function PickupPlaceholderTab({ title }: { title: string }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Pickup requests will be managed here.</p>
    </Card>
  );
}
