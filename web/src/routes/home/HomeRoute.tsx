import { Suspense, useEffect } from 'react';
import { HomeFigures } from '../../buyback/HomeFigures';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { ChevronRightIcon, PlusIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';
import { formatDay } from '../../format';
import { useViewer } from '../../viewer/ViewerProvider';
import { OfflineAsOf } from '../../components/OfflineAsOf';
import { useOfflineAsOf } from '../../relay/offlineAnswers';
import { useReconnectKey } from '../../relay/reconnect';
import { useKeepBookingFormForOffline } from '../../pickups/offlineBooking';
import type { HomeRouteQuery } from './__generated__/HomeRouteQuery.graphql';

const query = graphql`
  query HomeRouteQuery {
    drafts: pickupRequests(first: 3, statuses: [draft]) {
      totalCount
      edges {
        node {
          id
          databaseId
          referenceNumberFormatted
          address
          totalDrums
        }
      }
    }
    scheduled: pickupRequests(
      first: 1
      orderBy: PICKUP_DATE_ASC
      statuses: [
        pending_confirmation
        reported
        ready_for_pickup
        awaiting_pickup
        awaiting_assignment
        assigned
        pickup_scheduled
        acknowledged
      ]
    ) {
      edges {
        node {
          id
          databaseId
          referenceNumberFormatted
          address
          scheduledPickupDate
        }
      }
    }
    unreadMessageCounts {
      total
      requests {
        databaseId
        count
      }
    }
  }
`;

/**
 * The returner's start page (guarded: only approved returners get here): what needs them now
 * (drafts to send, unread messages), the next pickup, and New Return.
 */
export function Component() {
  const viewer = useViewer();
  const { t } = useTranslation();
  const firstName = viewer?.name.split(' ')[0] ?? '';
  // Asked again after a dropped connection comes back (relay/reconnect.ts), as My Returns is.
  const reconnectKey = useReconnectKey();
  const data = useLazyLoadQuery<HomeRouteQuery>(
    query,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: reconnectKey },
  );
  // Without coverage, the last the phone had (docs/offline.md); online, what the booking form
  // needs without it is fetched for later.
  const asOf = useOfflineAsOf(query, {});
  useKeepBookingFormForOffline();
  const drafts = data.drafts.edges.map((edge) => edge.node);
  const draftCount = data.drafts.totalCount;
  // The open request with the earliest pickup date the transporter set (those without one come last).
  const soonest = data.scheduled.edges[0]?.node;
  const next = soonest?.scheduledPickupDate ? soonest : undefined;
  const unread = data.unreadMessageCounts;
  const firstUnread = unread.requests[0];
  // The returner's start: bookings saved without coverage go now if they can (docs/offline.md).
  const viewerId = viewer?.id;
  useEffect(() => {
    if (viewerId) void import('../../outbox/app').then(({ appOutbox }) => appOutbox(viewerId).flush());
  }, [viewerId]);

  return (
    <Page>
      <PageHeader title={t('returns.home.welcome', { name: firstName })} subtitle={t('returns.home.subtitle')} />
      <div className="space-y-4">
        <OfflineAsOf asOf={asOf} />
        {/* Below the fold of the answers above: it never holds the page back (fallback null). */}
        <Suspense fallback={null}>
          <HomeFigures />
        </Suspense>
        {next ? (
          <HomeLink
            to={`/returns?scrollTo=${next.databaseId}`}
            title={t('returns.home.nextPickup')}
            line={`${formatDay(next.scheduledPickupDate!)} · ${next.referenceNumberFormatted} · ${next.address}`}
          />
        ) : null}
        {unread.total > 0 && firstUnread ? (
          <HomeLink
            to={`/returns?scrollTo=${firstUnread.databaseId}`}
            title={t('messages.unread.count', { count: unread.total })}
            line={t('returns.home.unreadOn', { count: unread.requests.length })}
          />
        ) : null}
        {drafts.length > 0 ? (
          <Card>
            <CardTitle>{t('returns.home.draftsToFinish', { count: draftCount })}</CardTitle>
            <CardDescription>{t('returns.home.sendDraft')}</CardDescription>
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {drafts.map((draft) => (
                <li key={draft.id}>
                  <Link
                    to={`/returns?scrollTo=${draft.databaseId}`}
                    className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-brand-700 dark:hover:text-brand-500"
                  >
                    <span className="min-w-0 break-words">
                      <span className="font-semibold">{draft.referenceNumberFormatted}</span> ·{' '}
                      {t('returns.home.drums', { count: draft.totalDrums })} · {draft.address}
                    </span>
                    <ChevronRightIcon className="size-5 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        <Card>
          <CardTitle>{t('returns.home.haveDrums')}</CardTitle>
          <CardDescription>{t('returns.home.haveDrumsDescription')}</CardDescription>
          <ButtonLink to="/pickup-request" className="mt-4">
            <PlusIcon className="size-4" />
            {t('returns.newReturn')}
          </ButtonLink>
        </Card>
      </div>
    </Page>
  );
}

function HomeLink({ to, title, line }: { to: string; title: string; line: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold">{title}</span>
        <span className="mt-1 block text-sm break-words text-slate-700 dark:text-slate-300">{line}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-slate-500" />
    </Link>
  );
}
