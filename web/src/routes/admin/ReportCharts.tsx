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
  const labels = { full: 'Full', minorDamage: 'Minor damage', scrap: 'Scrap', missing: 'Missing' } as const;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        label="Drums collected per month by condition"
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
          options: { responsive: true, scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } },
        }}
      />
      <BarChart
        label="Buyback value credited and paid per month"
        config={{
          type: 'bar',
          data: {
            labels: months,
            datasets: [
              { label: 'Credited', data: report.months.map((m) => m.creditedCents / 100), backgroundColor: '#0f766e' },
              { label: 'Paid', data: report.months.map((m) => m.paidCents / 100), backgroundColor: '#1d4ed8' },
            ],
          },
          options: { responsive: true, scales: { y: { beginAtZero: true } } },
        }}
      />
    </div>
  );
}

function BarChart({ label, config }: { label: string; config: ChartConfiguration<'bar'> }) {
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
