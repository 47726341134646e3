import { Suspense } from 'react';
import { HomeFigures } from '../../buyback/HomeFigures';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import { formatDay } from '../../../../domain/dates';
import { ButtonLink } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { ChevronRightIcon, PlusIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';
import { formatCount } from '../../components/ShowMore';
import { useViewer } from '../../viewer/ViewerProvider';
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
      first: 50
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
  const firstName = viewer?.name.split(' ')[0] ?? '';
  const data = useLazyLoadQuery<HomeRouteQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const drafts = data.drafts.edges.map((edge) => edge.node);
  const draftCount = data.drafts.totalCount;
  // The open request with the earliest pickup date the transporter set.
  const next = data.scheduled.edges
    .map((edge) => edge.node)
    .filter((request) => request.scheduledPickupDate)
    .sort((a, b) => String(a.scheduledPickupDate).localeCompare(String(b.scheduledPickupDate)))[0];
  const unread = data.unreadMessageCounts;
  const firstUnread = unread.requests[0];

  return (
    <Page>
      <PageHeader title={`Welcome, ${firstName}`} subtitle="Return your empty cable drums in a few steps." />
      <div className="space-y-4">
        {/* Below the fold of the answers above: it never holds the page back (fallback null). */}
        <Suspense fallback={null}>
          <HomeFigures />
        </Suspense>
        {next ? (
          <HomeLink
            to={`/returns?scrollTo=${next.databaseId}`}
            title="Next pickup"
            line={`${formatDay(next.scheduledPickupDate!)} · ${next.referenceNumberFormatted} · ${next.address}`}
          />
        ) : null}
        {unread.total > 0 && firstUnread ? (
          <HomeLink
            to={`/returns?scrollTo=${firstUnread.databaseId}`}
            title={`${unread.total} unread ${unread.total === 1 ? 'message' : 'messages'}`}
            line={`On ${unread.requests.length} ${unread.requests.length === 1 ? 'request' : 'requests'}: open it to read and reply`}
          />
        ) : null}
        {drafts.length > 0 ? (
          <Card>
            <CardTitle>
              {draftCount === 1 ? 'A draft to finish' : `${formatCount(draftCount)} drafts to finish`}
            </CardTitle>
            <CardDescription>Send a draft from My Returns so it can be picked up.</CardDescription>
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {drafts.map((draft) => (
                <li key={draft.id}>
                  <Link
                    to={`/returns?scrollTo=${draft.databaseId}`}
                    className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-brand-700 dark:hover:text-brand-500"
                  >
                    <span className="min-w-0 break-words">
                      <span className="font-semibold">{draft.referenceNumberFormatted}</span> · {draft.totalDrums}{' '}
                      {draft.totalDrums === 1 ? 'drum' : 'drums'} · {draft.address}
                    </span>
                    <ChevronRightIcon className="size-5 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        <Card>
          <CardTitle>Have empty drums to return?</CardTitle>
          <CardDescription>Add the drums, a few photos and the site location; we arrange the pickup.</CardDescription>
          <ButtonLink to="/pickup-request" className="mt-4">
            <PlusIcon className="size-4" />
            New Return
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
