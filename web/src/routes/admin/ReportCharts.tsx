import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../../../domain/i18n/locales';
import { currentLocale } from '../../i18n';
import type { ReportsTabQuery$data } from './__generated__/ReportsTabQuery.graphql';

type Report = ReportsTabQuery$data['buybackReport'];

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const CONDITION_COLOURS = { full: '#0f766e', minorDamage: '#d97706', scrap: '#b91c1c', missing: '#64748b' };

/**
 * The reports' two charts (Chart.js, loaded with this module): drums collected per month by
 * condition, stacked; and the buyback value credited and paid per month. The tables below them
 * carry the same numbers for screen readers and copying.
 */
export default function ReportCharts({ report }: { report: Report }) {
  const months = report.months.map((month) => month.month);
  const byCondition = (key: keyof typeof CONDITION_COLOURS) =>
    months.map((month) => report.byType.filter((row) => row.month === month).reduce((sum, row) => sum + row[key], 0));
  const { t } = useTranslation();
  const labels = {
    full: t('admin.reports.full'),
    minorDamage: t('admin.reports.minorDamage'),
    scrap: t('admin.reports.scrap'),
    missing: t('admin.reports.missing'),
  };
  // The axes' and tooltips' numbers in the language on screen.
  const locale = INTL_LOCALES[currentLocale()];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        label={t('admin.reports.byConditionChart')}
        config={{
          type: 'bar',
          data: {
            labels: months,
            datasets: (Object.keys(CONDITION_COLOURS) as (keyof typeof CONDITION_COLOURS)[]).map((key) => ({
              label: labels[key],
              data: byCondition(key),
              backgroundColor: CONDITION_COLOURS[key],
            })),
          },
          options: {
            responsive: true,
            locale,
            scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
          },
        }}
      />
      <BarChart
        label={t('admin.reports.valueChart')}
        config={{
          type: 'bar',
          data: {
            labels: months,
            datasets: [
              {
                label: t('admin.reports.credited'),
                data: report.months.map((m) => m.creditedCents / 100),
                backgroundColor: '#0f766e',
              },
              {
                label: t('admin.reports.paid'),
                data: report.months.map((m) => m.paidCents / 100),
                backgroundColor: '#1d4ed8',
              },
            ],
          },
          options: { responsive: true, locale, scales: { y: { beginAtZero: true } } },
        }}
      />
    </div>
  );
}

/** One chart with its caption; the canvas is an image named by it (tables carry the numbers). */
export function BarChart({ label, config }: { label: string; config: ChartConfiguration<'bar'> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, { ...config, options: { ...config.options, animation: false } });
    return () => chart.destroy();
  }, [config]);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-2 text-sm font-semibold">{label}</figcaption>
      <canvas ref={canvas} role="img" aria-label={label} />
    </figure>
  );
}
