import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useMoney } from '../../buyback/useMoney';
import { Button, buttonClasses } from '../../components/Button';
import { Card } from '../../components/Card';
import { Cell, DataTable } from '../../components/DataTable';
import { Loading } from '../../components/Spinner';
import { formatCount, formatDay } from '../../format';
import type { DrumReportsOverdueQuery } from './__generated__/DrumReportsOverdueQuery.graphql';
import type { DrumReportsQuery, DrumReportsQuery$data } from './__generated__/DrumReportsQuery.graphql';

// Chart.js and Leaflet with its cluster plugin load with the first chart and the map, not with the tab.
const DrumReportCharts = lazy(() => import('./DrumReportCharts'));
const DrumSitesMap = lazy(() => import('./DrumSitesMap'));

type Report = DrumReportsQuery$data['trackedDrumReport'];
const BUCKETS = ['upTo90', 'upTo180', 'upTo365', 'over365'] as const;
const OVERDUE_PAGE = 100;

/**
 * The admins' tracked-drum reports (docs/tracked-drums.md): drums on site by age per company and
 * zone, the median days from delivery to return, the return rate by month, the sites with drums
 * waiting on a map, and the overdue drums; charts, the same figures as tables, and a workbook.
 */
export function DrumReports({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const query = new URLSearchParams({ from, to }).toString();
  return (
    <section aria-labelledby="drum-reports-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="drum-reports-title" className="text-lg font-semibold">
            {t('drumAdmin.reports.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.reports.description')}</p>
        </div>
        <a
          className={buttonClasses('secondary')}
          href={`/api/admin/reports/tracked-drums/export-excel?${query}`}
          download
        >
          {t('drumAdmin.reports.export')}
        </a>
      </div>
      <Suspense fallback={<Loading>{t('admin.reports.loading')}</Loading>}>
        <DrumReportBody from={from} to={to} />
      </Suspense>
      <Suspense fallback={<Loading>{t('admin.reports.loading')}</Loading>}>
        <OverdueDrums />
      </Suspense>
    </section>
  );
}

function DrumReportBody({ from, to }: { from: string; to: string }) {
  const data = useLazyLoadQuery<DrumReportsQuery>(
    graphql`
      query DrumReportsQuery($from: String, $to: String) {
        trackedDrumReport(from: $from, to: $to) {
          from
          to
          onSite
          medianDaysToReturn
          byCompany {
            name
            upTo90
            upTo180
            upTo365
            over365
            total
          }
          byZone {
            name
            upTo90
            upTo180
            upTo365
            over365
            total
          }
          months {
            month
            delivered
            returned
            rate
          }
          sites {
            companyName
            address
            latitude
            longitude
            drums
          }
        }
        config {
          mapTileUrl
        }
      }
    `,
    { from, to },
    { fetchPolicy: 'store-and-network' },
  );
  const report = data.trackedDrumReport;
  const { t } = useTranslation();
  if (report.onSite === 0 && report.months.every((month) => month.delivered === 0 && month.returned === 0))
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.reports.empty')}</p>;
  return (
    <div className="space-y-4">
      <Card>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.reports.total')}</dt>
            <dd className="text-2xl font-semibold">{t('drumAdmin.reports.onSite', { count: report.onSite })}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.reports.medianDays')}</dt>
            <dd className="text-2xl font-semibold">
              {report.medianDaysToReturn === null || report.medianDaysToReturn === undefined
                ? t('drumAdmin.reports.noMedian')
                : t('drumAdmin.reports.medianValue', { days: formatCount(report.medianDaysToReturn) })}
            </dd>
          </div>
        </dl>
      </Card>
      <Suspense fallback={null}>
        <DrumReportCharts report={report} />
      </Suspense>
      <AgeTable
        title={t('drumAdmin.reports.byCompany')}
        nameLabel={t('drumAdmin.reports.company')}
        rows={report.byCompany}
      />
      <AgeTable title={t('drumAdmin.reports.byZone')} nameLabel={t('drumAdmin.reports.zone')} rows={report.byZone} />
      <ReturnMonths months={report.months} />
      <Card>
        <h3 className="mb-2 font-semibold">{t('drumAdmin.reports.map')}</h3>
        {report.sites.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.reports.noPositions')}</p>
        ) : (
          <div role="region" aria-label={t('drumAdmin.reports.mapLabel')}>
            <Suspense fallback={<div className="h-96 w-full rounded-lg bg-slate-100 dark:bg-slate-800" />}>
              <DrumSitesMap tileUrl={data.config.mapTileUrl} sites={report.sites} />
            </Suspense>
          </div>
        )}
      </Card>
    </div>
  );
}

function AgeTable({ title, nameLabel, rows }: { title: string; nameLabel: string; rows: Report['byCompany'] }) {
  const { t } = useTranslation();
  const columns = [
    nameLabel,
    ...BUCKETS.map((bucket) => t(`drumAdmin.reports.buckets.${bucket}`)),
    t('drumAdmin.reports.total'),
  ];
  return (
    <Card>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.reports.nothing')}</p>
      ) : (
        <DataTable label={title} columns={columns}>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="block px-2 py-2 text-left font-semibold md:table-cell md:font-medium">
                {row.name}
              </th>
              {BUCKETS.map((bucket) => (
                <Cell key={bucket} label={t(`drumAdmin.reports.buckets.${bucket}`)}>
                  {formatCount(row[bucket])}
                </Cell>
              ))}
              <Cell label={t('drumAdmin.reports.total')}>{formatCount(row.total)}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}

function ReturnMonths({ months }: { months: Report['months'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h3 className="mb-2 font-semibold">{t('drumAdmin.reports.returnRate')}</h3>
      <DataTable
        label={t('drumAdmin.reports.returnRate')}
        columns={[
          t('drumAdmin.reports.month'),
          t('drumAdmin.reports.delivered'),
          t('drumAdmin.reports.returned'),
          t('drumAdmin.reports.rate'),
        ]}
      >
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="block px-2 py-2 text-left font-semibold md:table-cell md:font-medium">
              {month.month}
            </th>
            <Cell label={t('drumAdmin.reports.delivered')}>{formatCount(month.delivered)}</Cell>
            <Cell label={t('drumAdmin.reports.returned')}>{formatCount(month.returned)}</Cell>
            <Cell label={t('drumAdmin.reports.rate')}>
              {month.rate === null || month.rate === undefined
                ? '-'
                : t('drumAdmin.reports.ratePercent', { percent: formatCount(Math.round(month.rate * 1000) / 10) })}
            </Cell>
          </tr>
        ))}
      </DataTable>
    </Card>
  );
}

/** The overdue drums a page of 100 at a time, most overdue first. */
function OverdueDrums() {
  const [offset, setOffset] = useState(0);
  const { overdueTrackedDrums: page } = useLazyLoadQuery<DrumReportsOverdueQuery>(
    graphql`
      query DrumReportsOverdueQuery($offset: Int) {
        overdueTrackedDrums(first: 100, offset: $offset) {
          totalCount
          nextOffset
          items {
            number
            specName
            companyName
            address
            deliveredAt
            costsFrom
            forfeited
            chargeCents
          }
        }
      }
    `,
    { offset },
    { fetchPolicy: 'store-and-network' },
  );
  const money = useMoney();
  const { t } = useTranslation();
  const columns = [
    t('drumAdmin.reports.number'),
    t('drumAdmin.reports.spec'),
    t('drumAdmin.reports.company'),
    t('drumAdmin.reports.site'),
    t('drumAdmin.reports.deliveredOn'),
    t('drumAdmin.reports.costsSince'),
    t('drumAdmin.reports.charge'),
  ];
  return (
    <Card>
      <h3 className="font-semibold">{t('drumAdmin.reports.overdue')}</h3>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.reports.overdueHint')}</p>
      {page.totalCount === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('drumAdmin.reports.noOverdue')}</p>
      ) : (
        <>
          <DataTable label={t('drumAdmin.reports.overdue')} columns={columns}>
            {page.items.map((drum) => (
              <tr key={drum.number}>
                <th scope="row" className="block px-2 py-2 text-left font-semibold md:table-cell md:font-medium">
                  {drum.number}
                </th>
                <Cell label={columns[1]}>{drum.specName}</Cell>
                <Cell label={columns[2]}>{drum.companyName}</Cell>
                <Cell label={columns[3]} className="md:whitespace-normal">
                  {drum.address}
                </Cell>
                <Cell label={columns[4]}>{formatDay(String(drum.deliveredAt))}</Cell>
                <Cell label={columns[5]}>{formatDay(String(drum.costsFrom))}</Cell>
                <Cell label={columns[6]}>
                  {money(drum.chargeCents)}{' '}
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {drum.forfeited ? t('drumAdmin.reports.forfeited') : t('drumAdmin.reports.renting')}
                  </span>
                </Cell>
              </tr>
            ))}
          </DataTable>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('drumAdmin.reports.showing', {
                from: formatCount(offset + 1),
                to: formatCount(offset + page.items.length),
                total: formatCount(page.totalCount),
              })}
            </p>
            {offset > 0 ? (
              <Button variant="secondary" onClick={() => setOffset(Math.max(0, offset - OVERDUE_PAGE))}>
                {t('drumAdmin.reports.previous')}
              </Button>
            ) : null}
            {page.nextOffset !== null && page.nextOffset !== undefined ? (
              <Button variant="secondary" onClick={() => setOffset(page.nextOffset ?? 0)}>
                {t('drumAdmin.reports.next')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </Card>
  );
}
