import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../../../domain/i18n/locales';
import { currentLocale } from '../../i18n';
import { BarChart } from './ReportCharts';
import type { DrumReportsQuery$data } from './__generated__/DrumReportsQuery.graphql';

type Report = DrumReportsQuery$data['trackedDrumReport'];

const BUCKETS = ['upTo90', 'upTo180', 'upTo365', 'over365'] as const;
const BUCKET_COLOURS = { upTo90: '#0f766e', upTo180: '#65a30d', upTo365: '#d97706', over365: '#b91c1c' };
/** The chart names the companies with the most drums out; the table below lists them all. */
const CHARTED_COMPANIES = 15;

/**
 * The tracked drums' charts (Chart.js, loaded with this module): drums on site by age per
 * company, stacked; and drums delivered and returned per month. The tables beside them carry the
 * same numbers for screen readers and copying.
 */
export default function DrumReportCharts({ report }: { report: Report }) {
  const { t } = useTranslation();
  const locale = INTL_LOCALES[currentLocale()];
  const companies = report.byCompany.slice(0, CHARTED_COMPANIES);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        label={t('drumAdmin.reports.byCompany')}
        config={{
          type: 'bar',
          data: {
            labels: companies.map((row) => row.name),
            datasets: BUCKETS.map((bucket) => ({
              label: t(`drumAdmin.reports.buckets.${bucket}`),
              data: companies.map((row) => row[bucket]),
              backgroundColor: BUCKET_COLOURS[bucket],
            })),
          },
          options: {
            responsive: true,
            locale,
            indexAxis: 'y',
            scales: { x: { stacked: true, beginAtZero: true }, y: { stacked: true } },
          },
        }}
      />
      <BarChart
        label={t('drumAdmin.reports.returnRate')}
        config={{
          type: 'bar',
          data: {
            labels: report.months.map((month) => month.month),
            datasets: [
              {
                label: t('drumAdmin.reports.delivered'),
                data: report.months.map((month) => month.delivered),
                backgroundColor: '#1d4ed8',
              },
              {
                label: t('drumAdmin.reports.returned'),
                data: report.months.map((month) => month.returned),
                backgroundColor: '#0f766e',
              },
            ],
          },
          options: { responsive: true, locale, scales: { y: { beginAtZero: true } } },
        }}
      />
    </div>
  );
}
