import { buttonClasses } from '../../components/Button';
import { lazy, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useMoney } from '../../buyback/useMoney';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import type { ReportsTabQuery } from './__generated__/ReportsTabQuery.graphql';

// Chart.js loads with the first chart, not with the admin panel.
const ReportCharts = lazy(() => import('./ReportCharts'));

/**
 * The admins' buyback reports (issue 37): per month the drums collected by type and condition,
 * per zone and per transport company, the median days from submission to collection, the
 * buyback value credited and paid, and the material returned to reuse; charts, the same figures
 * as tables, and as a workbook.
 */
export function ReportsTab() {
  const [range, setRange] = useState({ from: '', to: '' });
  const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value)).toString();
  return (
    <section aria-label="Reports" className="space-y-4">
      <h2 className="text-lg font-semibold">Buyback reports</h2>
      <Card>
        <div className="flex flex-wrap items-end gap-3">
          <Field
            label="From month"
            type="month"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
          <Field
            label="To month"
            type="month"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
          <a
            className={buttonClasses('secondary')}
            href={`/api/admin/reports/buyback/export-excel${query ? `?${query}` : ''}`}
            download
          >
            Download Excel
          </a>
        </div>
      </Card>
      <Suspense
        fallback={
          <div role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
            <Spinner /> Loading reports...
          </div>
        }
      >
        <ReportBody from={range.from || null} to={range.to || null} />
      </Suspense>
    </section>
  );
}

function ReportBody({ from, to }: { from: string | null; to: string | null }) {
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
      <Card>
        {/* Wider than a phone: it scrolls sideways, and the keyboard can scroll it (focusable). */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Figures per month, scrolls sideways">
          <table className="w-full text-sm" aria-label="Figures per month">
            <thead>
              <tr className="text-left text-slate-600 dark:text-slate-400">
                <th className="p-2">Month</th>
                <th className="p-2">Drums collected</th>
                <th className="p-2">Pickups</th>
                <th className="p-2">Median days to collection</th>
                <th className="p-2">Credited</th>
                <th className="p-2">Paid</th>
                <th className="p-2">Reused (kg)</th>
              </tr>
            </thead>
            <tbody>
              {report.months.map((month) => (
                <tr key={month.month} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="p-2 text-left font-medium">
                    {month.month}
                  </th>
                  <td className="p-2">{month.drumsCollected}</td>
                  <td className="p-2">{month.pickupsCollected}</td>
                  <td className="p-2">{month.medianDaysToCollection ?? '-'}</td>
                  <td className="p-2">{money(month.creditedCents)}</td>
                  <td className="p-2">{money(month.paidCents)}</td>
                  <td className="p-2">{month.reusedKg}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
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
