import { useState } from 'react';
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES, type PickupStatus } from '../../../domain/statuses';
import { buttonClasses } from '../components/Button';
import { Card } from '../components/Card';
import { Field, inputClasses } from '../components/Field';

/**
 * The Returns Log as an Excel file for accounting (GET /api/pickup-requests/export-excel): all
 * requests, or one status, created between two days. A plain link: the browser downloads the
 * streamed file itself, however large.
 */
export function ReturnsLogExport() {
  const [status, setStatus] = useState<PickupStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (from) query.set('createdFrom', from);
  if (to) query.set('createdTo', to);
  const backwards = Boolean(from && to && from > to);
  return (
    <Card>
      <h3 className="font-semibold">Export for accounting</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
        <div>
          <label
            htmlFor="returns-log-status"
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Status
          </label>
          <select
            id="returns-log-status"
            className={inputClasses}
            value={status}
            onChange={(event) => setStatus(event.target.value as PickupStatus | '')}
          >
            <option value="">All statuses</option>
            {PICKUP_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PICKUP_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Field label="Created from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <Field
          label="Created to"
          type="date"
          value={to}
          error={backwards ? 'The end date is before the start date' : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <a
          href={`/api/pickup-requests/export-excel${query.size ? `?${query}` : ''}`}
          download
          aria-disabled={backwards || undefined}
          className={buttonClasses('secondary', backwards ? 'pointer-events-none opacity-60' : '')}
        >
          Export Returns Log
        </a>
      </div>
    </Card>
  );
}
