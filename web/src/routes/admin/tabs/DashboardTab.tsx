import { Card, CardDescription, CardTitle } from '../../../components/Card';
import { SetupWarnings } from '../SetupWarnings';
import { UndeliveredMail } from '../UndeliveredMail';

const AREAS = [
  ['Users', 'Approve registrations, create and edit accounts'],
  ['Returner Companies', 'Companies that return drums and their users'],
  ['Transport Companies', 'Hauliers, their contacts and the zones they serve'],
  ['Zones', 'Map areas that group pickups for transporters'],
  ['Drum Database', 'Drum types and specifications with buyback prices'],
] as const;

/** docs/specification.md section 2: the admin department's welcome card. */
export default function DashboardTab() {
  return (
    <div className="space-y-6">
      <SetupWarnings />
      <UndeliveredMail />
      <Card>
        <CardTitle>Welcome to the Admin Department</CardTitle>
        <CardDescription>Manage the master data every pickup depends on:</CardDescription>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {AREAS.map(([name, text]) => (
            <li key={name} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
