import { buttonClasses } from '../components/Button';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDay } from '../../../domain/dates';
import { Badge, type BadgeTone } from '../components/Badge';
import type { StatementCard_statement$key } from './__generated__/StatementCard_statement.graphql';
import { useMoney } from './useMoney';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  DRAFT: { label: 'Draft', tone: 'amber' },
  APPROVED: { label: 'Approved', tone: 'blue' },
  PAID: { label: 'Paid', tone: 'green' },
};

/** 'November 2026' for '2026-11'. */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * One monthly buyback statement: its state, total, each collected request by condition,
 * and its PDF and Excel downloads; `actions` are the admin's buttons, `select` its bulk checkbox.
 */
export function StatementCard({
  statement,
  showCompany = false,
  actions,
  select,
}: {
  statement: StatementCard_statement$key;
  showCompany?: boolean;
  actions?: ReactNode;
  select?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment StatementCard_statement on BuybackStatement {
        databaseId
        month
        status
        totalCents
        paymentReference
        lineCount
        extrasWaitingOn
        waitsForApproval
        returnerCompany {
          name
          organizationNumber
        }
        lines {
          databaseId
          kind
          referenceNumber
          collectedAt
          full
          minorDamage
          scrap
          missing
          amountCents
        }
      }
    `,
    statement,
  );
  const money = useMoney();
  const status = STATUS[data.status] ?? { label: data.status, tone: 'slate' as const };
  const title = `${monthName(data.month)}${showCompany ? `: ${data.returnerCompany.name}` : ''}`;
  return (
    <article
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          {select}
          <div>
            <h3 className="font-semibold">{title}</h3>
            {showCompany ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{data.returnerCompany.organizationNumber}</p>
            ) : null}
          </div>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="mt-2 text-lg font-semibold">Total: {money(data.totalCents)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {data.lineCount} {data.lineCount === 1 ? 'line' : 'lines'}
        {data.paymentReference ? ` · Payment reference ${data.paymentReference}` : ''}
      </p>
      {data.waitsForApproval ? (
        <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">Waiting for approval</p>
      ) : null}
      {data.extrasWaitingOn.length ? (
        <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
          Cannot be approved yet: drums beyond the declared quantity wait for review on{' '}
          {data.extrasWaitingOn.join(', ')}
        </p>
      ) : null}
      {data.lines.length ? (
        <>
          <h4 className="mt-3 text-sm font-medium">Lines</h4>
          <ul aria-label="Lines" className="mt-1 space-y-2 text-sm">
            {data.lines.map((line) => (
              <li key={line.databaseId} className="border-l-2 border-slate-200 pl-3 dark:border-slate-700">
                <p className="font-medium">
                  {line.referenceNumber} · {formatDay(line.collectedAt)}
                  {line.kind === 'ADJUSTMENT' ? ' · adjustment (rolled back)' : ''}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {line.full} full, {line.minorDamage} minor damage, {line.scrap} scrap, {line.missing} missing ·{' '}
                  {money(line.amountCents)}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <a className={buttonClasses('secondary')} href={`/api/buyback-statements/${data.databaseId}/pdf`} download>
          Download PDF
        </a>
        <a
          className={buttonClasses('secondary')}
          href={`/api/buyback-statements/${data.databaseId}/export-excel`}
          download
        >
          Download Excel
        </a>
        {actions}
      </div>
    </article>
  );
}
