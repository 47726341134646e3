import { buttonClasses } from '../../components/Button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { INTL_LOCALES } from '../../../../domain/i18n/locales';
import { formatCount } from '../../format';
import { currentLocale, inLanguage } from '../../i18n';
import { useMoney } from '../../buyback/useMoney';
import { Card } from '../../components/Card';
import { Cell, DataTable } from '../../components/DataTable';
import { lastTwelveMonths, reportRangeIssue } from '../../../../domain/buyback';
import { SelectField } from '../../components/SelectField';
import { recentMonths } from './monthChoices';
import { Loading } from '../../components/Spinner';
import type { ReportsTabQuery } from './__generated__/ReportsTabQuery.graphql';
import { DrumReports } from './DrumReports';

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
  const { t } = useTranslation();
  const locale = INTL_LOCALES[currentLocale()];
  const months = useMemo(() => recentMonths(new Date(), undefined, locale), [locale]);
  const issue = reportRangeIssue(range.from, range.to);
  const query = new URLSearchParams(range).toString();
  const monthField = (field: 'from' | 'to', label: string) => (
    <SelectField
      label={label}
      value={range[field]}
      error={issue?.field === field ? inLanguage(issue.message) : undefined}
      onChange={(event) => setRange({ ...range, [field]: event.target.value })}
    >
      {months.map((month) => (
        <option key={month.value} value={month.value}>
          {month.label}
        </option>
      ))}
    </SelectField>
  );
  const fromField = monthField('from', t('admin.reports.from'));
  const toField = monthField('to', t('admin.reports.to'));
  return (
    <section aria-label={t('shell.tabs.pickup.reports')} className="space-y-4">
      <h2 className="text-lg font-semibold">{t('admin.reports.title')}</h2>
      <Card>
        <div className="flex flex-wrap items-end gap-3">
          {fromField}
          {toField}
          <a className={buttonClasses('secondary')} href={`/api/admin/reports/buyback/export-excel?${query}`} download>
            {t('admin.reports.download')}
          </a>
        </div>
      </Card>
      {issue ? null : (
        <Suspense fallback={<Loading>{t('admin.reports.loading')}</Loading>}>
          <ReportBody from={range.from} to={range.to} />
        </Suspense>
      )}
      {issue ? null : <DrumReports from={range.from} to={range.to} />}
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
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Suspense fallback={null}>
        <ReportCharts report={report} />
      </Suspense>
      <DataTable
        label={t('admin.reports.figures')}
        columns={[
          t('admin.reports.month'),
          t('admin.reports.drumsCollected'),
          t('admin.reports.pickups'),
          t('admin.reports.medianDays'),
          t('admin.reports.credited'),
          t('admin.reports.paid'),
          t('admin.reports.reusedKg'),
        ]}
      >
        {report.months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="block px-2 py-2 text-left font-semibold md:table-cell md:font-medium">
              {month.month}
            </th>
            <Cell label={t('admin.reports.drumsCollected')}>{month.drumsCollected}</Cell>
            <Cell label={t('admin.reports.pickups')}>{month.pickupsCollected}</Cell>
            <Cell label={t('admin.reports.medianDays')}>
              {typeof month.medianDaysToCollection === 'number' ? formatCount(month.medianDaysToCollection) : '-'}
            </Cell>
            <Cell label={t('admin.reports.credited')}>{money(month.creditedCents)}</Cell>
            <Cell label={t('admin.reports.paid')}>{money(month.paidCents)}</Cell>
            <Cell label={t('admin.reports.reusedKg')}>{month.reusedKg}</Cell>
          </tr>
        ))}
      </DataTable>
      <GroupTable title={t('admin.reports.perZone')} rows={report.byZone} />
      <GroupTable title={t('admin.reports.perTransportCompany')} rows={report.byTransportCompany} />
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
  const { t } = useTranslation();
  return (
    <Card>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.reports.nothing')}</p>
      ) : (
        <table className="w-full text-sm" aria-label={title}>
          <thead>
            <tr className="text-left text-slate-600 dark:text-slate-400">
              <th className="p-2">{t('admin.reports.month')}</th>
              <th className="p-2">{t('admin.reports.name')}</th>
              <th className="p-2">{t('admin.reports.drums')}</th>
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
