import { buttonClasses } from '../../components/Button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useMoney } from '../../buyback/useMoney';
import { Card } from '../../components/Card';
import { Cell, DataTable } from '../../components/DataTable';
import { lastTwelveMonths, reportRangeIssue } from '../../../../domain/buyback';
import { SelectField } from '../../components/SelectField';
import { recentMonths } from './monthChoices';
import { Spinner } from '../../components/Spinner';
import type { ReportsTabQuery } from './__generated__/ReportsTabQuery.graphql';

// Chart.js loads with the first chart, not with the admin panel.
const ReportCharts = lazy(() => import('./ReportCharts'));

/**
 * The admins' buyback reports: per month the drums collected by type and condition,
 * per zone and per transport company, the median days from submission to collection, the
 * buyback value credited and paid, and the material returned to reuse; charts, the same figures
 * as tables, and as a workbook.
 */
export function ReportsTab() {
  // The server's default range, shown as chosen: the fields always name their months.
  const [range, setRange] = useState(() => lastTwelveMonths(new Date()));
  const months = useMemo(() => recentMonths(new Date()), []);
  const issue = reportRangeIssue(range.from, range.to);
  const query = new URLSearchParams(range).toString();
  const monthField = (field: 'from' | 'to', label: string) => (
    <SelectField
      label={label}
      value={range[field]}
      error={issue?.field === field ? issue.message : undefined}
      onChange={(event) => setRange({ ...range, [field]: event.target.value })}
    >
      {months.map((month) => (
        <option key={month.value} value={month.value}>
          {month.label}
        </option>
      ))}
    </SelectField>
  );
  return (
    <section aria-label="Reports" className="space-y-4">
      <h2 className="text-lg font-semibold">Buyback reports</h2>
      <Card>
        <div className="flex flex-wrap items-end gap-3">
          {monthField('from', 'From month')}
          {monthField('to', 'To month')}
          <a className={buttonClasses('secondary')} href={`/api/admin/reports/buyback/export-excel?${query}`} download>
            Download Excel
          </a>
        </div>
      </Card>
      {issue ? null : (
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
              <Spinner /> Loading reports...
            </div>
          }
        >
          <ReportBody from={range.from} to={range.to} />
        </Suspense>
      )}
    </section>
  );
}

function ReportBody({ from, to }: { from: string; to: string }) {
  const { buybackReport: report } = useLazyLoadQuery<ReportsTabQuery>(
    graphql`
      query ReportsTabQuery($from: String, $to: String) {
        buybackReport(from: $from, to: $to) {
          from
          to
          months {
            month
            drumsCollected
            pickupsCollected
            medianDaysToCollection
            creditedCents
            paidCents
            reusedKg
          }
          byType {
            month
            drumTypeName
            full
            minorDamage
            scrap
            missing
          }
          byZone {
            month
            name
            drums
          }
          byTransportCompany {
            month
            name
            drums
          }
        }
      }
    `,
    { from, to },
    { fetchPolicy: 'store-and-network' },
  );
  const money = useMoney();
  return (
    <div className="space-y-4">
      <Suspense fallback={null}>
        <ReportCharts report={report} />
      </Suspense>
      <DataTable
        label="Figures per month"
        columns={[
          'Month',
          'Drums collected',
          'Pickups',
          'Median days to collection',
          'Credited',
          'Paid',
          'Reused (kg)',
        ]}
      >
        {report.months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="block px-2 py-2 text-left font-semibold md:table-cell md:font-medium">
              {month.month}
            </th>
            <Cell label="Drums collected">{month.drumsCollected}</Cell>
            <Cell label="Pickups">{month.pickupsCollected}</Cell>
            <Cell label="Median days to collection">{month.medianDaysToCollection ?? '-'}</Cell>
            <Cell label="Credited">{money(month.creditedCents)}</Cell>
            <Cell label="Paid">{money(month.paidCents)}</Cell>
            <Cell label="Reused (kg)">{month.reusedKg}</Cell>
          </tr>
        ))}
      </DataTable>
      <GroupTable title="Drums per zone" rows={report.byZone} />
      <GroupTable title="Drums per transport company" rows={report.byTransportCompany} />
    </div>
  );
}

function GroupTable({
  title,
  rows,
}: {
  title: string;
  rows: readonly { month: string; name: string; drums: number }[];
}) {
  return (
    <Card>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing collected in these months.</p>
      ) : (
        <table className="w-full text-sm" aria-label={title}>
          <thead>
            <tr className="text-left text-slate-600 dark:text-slate-400">
              <th className="p-2">Month</th>
              <th className="p-2">Name</th>
              <th className="p-2">Drums</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.month}-${row.name}`} className="border-t border-slate-200 dark:border-slate-800">
                <td className="p-2">{row.month}</td>
                <td className="p-2">{row.name}</td>
                <td className="p-2">{row.drums}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
