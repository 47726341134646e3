import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DateField } from '../../components/DateField';
import { TimeField } from '../../components/TimeField';
import { isTime } from '../../components/timeText';
import { isDay } from '../../../../domain/validation/days';
import { useLiveKey } from '../../operations/livePickups';
import { pickedToIso, todayPicked } from '../../operations/pickupDate';
import { errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';
import type { RouteProposalsQuery, RouteProposalsQuery$data } from './__generated__/RouteProposalsQuery.graphql';
import type { RouteProposalsScheduleMutation } from './__generated__/RouteProposalsScheduleMutation.graphql';
import { INTL_LOCALES } from '../../../../domain/i18n/locales';
import { currentLocale } from '../../i18n';

const RouteMap = lazy(() => import('../../operations/RouteMap'));

type Proposal = RouteProposalsQuery$data['routeProposals'][number];

/** A distance or weight as the server gives it (every decimal, no grouping), in the language's decimal sign. */
function measure(value: number): string {
  const decimal = new Intl.NumberFormat(INTL_LOCALES[currentLocale()])
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return String(value).replace('.', decimal ?? '.');
}

/**
 * The routes the company was mailed: the stops still waiting, numbered in driving
 * order on a map, and one action that schedules them all for a date.
 */
export function RouteProposals() {
  const data = useLazyLoadQuery<RouteProposalsQuery>(
    graphql`
      query RouteProposalsQuery {
        config {
          mapTileUrl
        }
        routeProposals {
          id
          databaseId
          totalDrums
          threshold
          distanceKm
          drivingMinutes
          roadDistances
          mapUrl
          createdAt
          zone {
            zoneNumber
            name
          }
          stops {
            position
            reference
            address
            latitude
            longitude
            totalDrums
            drumsByType
            weightKg
            siteInformation
            comments
            waiting
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: useLiveKey() },
  );
  const { t } = useTranslation();
  if (data.routeProposals.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('operations.routes.none')}</p>;
  return (
    <div className="space-y-6">
      {data.routeProposals.map((proposal) => (
        <RouteCard key={proposal.id} proposal={proposal} tileUrl={data.config.mapTileUrl} />
      ))}
    </div>
  );
}

function RouteCard({ proposal, tileUrl }: { proposal: Proposal; tileUrl: string }) {
  const { t } = useTranslation();
  const waiting = proposal.stops.filter((stop) => stop.waiting);
  const title = t('operations.routes.title', {
    number: String(proposal.zone.zoneNumber),
    name: proposal.zone.name,
  });
  const hours = Math.floor(proposal.drivingMinutes / 60);
  const time = hours
    ? t('operations.routes.hoursMinutes', { hours: String(hours), minutes: String(proposal.drivingMinutes % 60) })
    : t('operations.routes.minutes', { minutes: String(proposal.drivingMinutes) });
  return (
    <Card>
      <section aria-label={t('operations.routes.label', { title })} className="space-y-3">
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('operations.routes.summary', {
              drums: t('operations.routes.drums', { count: proposal.totalDrums }),
              waiting: String(waiting.length),
              stops: String(proposal.stops.length),
              distance: measure(proposal.distanceKm),
              time,
            })}
            {proposal.roadDistances ? '' : ` ${t('operations.routes.straightLine')}`}
          </p>
        </div>
        <Suspense fallback={<div className="h-72 rounded-lg bg-slate-100 dark:bg-slate-800" />}>
          <RouteMap
            tileUrl={tileUrl}
            stops={proposal.stops.map((stop) => ({
              position: stop.position,
              reference: stop.reference,
              address: stop.address,
              lat: stop.latitude,
              lng: stop.longitude,
            }))}
          />
        </Suspense>
        <ol aria-label={t('operations.routes.stops')} className="space-y-2 text-sm">
          {proposal.stops.map((stop) => (
            <li key={stop.reference} className={stop.waiting ? '' : 'text-slate-400 line-through dark:text-slate-600'}>
              <span className="font-semibold">
                {stop.position}. {stop.reference}
              </span>{' '}
              – {stop.address}
              <br />
              {t('operations.routes.stopLoad', {
                drums: t('operations.routes.drums', { count: stop.totalDrums }),
                types: stop.drumsByType.join(', '),
                weight: measure(stop.weightKg),
              })}
              {stop.siteInformation.length ? <> · {stop.siteInformation.join('; ')}</> : null}
              {stop.comments ? <em className="block text-slate-600 dark:text-slate-400">{stop.comments}</em> : null}
            </li>
          ))}
        </ol>
        <a
          href={proposal.mapUrl}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('operations.routes.openMap')}
        </a>
        {waiting.length ? <ScheduleAll proposal={proposal} count={waiting.length} /> : null}
      </section>
    </Card>
  );
}

function ScheduleAll({ proposal, count }: { proposal: Proposal; count: number }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('08:00');
  const toast = useToast();
  const { t } = useTranslation();
  const [commit, busy] = useMutation<RouteProposalsScheduleMutation>(graphql`
    mutation RouteProposalsScheduleMutation($input: ScheduleRouteInput!) {
      scheduleRoute(input: $input) {
        __typename
        ... on ValidationError {
          message
        }
        ... on ScheduleRoutePayload {
          scheduledCount
          pickupRequests {
            id
            status
            scheduledPickupDate
            ...OperationsCard_request
          }
        }
      }
    }
  `);
  const fail = (message: string) => toast(errorToast(t('common.error'), message));
  function schedule() {
    commit({
      variables: { input: { id: proposal.id, scheduledPickupDate: pickedToIso(date, time) } },
      onCompleted: (response, errors) => {
        const result = response.scheduleRoute;
        if (!result && errors?.length) return fail(errors[0].message);
        if (result?.__typename === 'ValidationError') return fail(result.message);
        const scheduled = result?.__typename === 'ScheduleRoutePayload' ? result.scheduledCount : count;
        toast({
          title: t('operations.routes.scheduled'),
          description: t('operations.routes.scheduledCount', { count: scheduled }),
        });
      },
      onError: (error) => fail(errorMessage(error, t('operations.schedule.failed'))),
    });
  }
  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <DateField
        label={t('operations.routes.date')}
        className="w-48"
        min={todayPicked()}
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <TimeField
        label={t('operations.routes.time')}
        className="w-36"
        value={time}
        onChange={(event) => setTime(event.target.value)}
      />
      <Button disabled={!isDay(date) || date < todayPicked() || !isTime(time) || busy} onClick={schedule}>
        {busy ? t('common.saving') : t('operations.routes.scheduleAll', { count: String(count) })}
      </Button>
    </div>
  );
}
