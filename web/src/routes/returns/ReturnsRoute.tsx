import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { type LoaderFunctionArgs, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PlusIcon } from '../../components/icons';
import { Page, PageHeader } from '../../layout/PageHeader';
import { returnsSection } from '../../pickups/grouping';
import { ReturnCard } from '../../pickups/ReturnCard';
import { useReturnsSubscription } from '../../pickups/useReturnsSubscription';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { knownSignedOut } from '../../pickups/knownSignedOut';
import { useViewer } from '../../viewer/ViewerProvider';
import type { ReturnsRouteQuery } from './__generated__/ReturnsRouteQuery.graphql';

const query = graphql`
  query ReturnsRouteQuery {
    pickupRequests(
      first: 500
      statuses: [
        draft
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
          status
          scheduledPickupDate
          ...ReturnCard_request
        }
      }
    }
    ...DrumDetails_query
    config {
      ...AddressPicker_config
    }
  }
`;

/** The statuses of the query above: everything a returner follows until it is collected. */
const LISTED_STATUSES = [
  'draft',
  'pending_confirmation',
  'reported',
  'ready_for_pickup',
  'awaiting_pickup',
  'awaiting_assignment',
  'assigned',
  'pickup_scheduled',
  'acknowledged',
] as const;

/** spec.md section 9: scroll to the card of ?scrollTo=<id> 300 ms after load. */
const SCROLL_DELAY_MS = 300;

const loadReturns = routeQueryLoader<ReturnsRouteQuery>(query);
// The signed-out visitor gets the prompt (the guard lets them through) without a query the
// server would refuse.
export const loader = (args: LoaderFunctionArgs) => (knownSignedOut() ? null : loadReturns(args));

export function Component() {
  const viewer = useViewer();
  if (!viewer) return <LoginPrompt text="Log in to see your returns" />;
  return <MyReturns />;
}

const SECTIONS = [
  { key: 'drafts', title: 'Drafts', empty: 'No drafts.' },
  { key: 'submitted', title: 'Submitted', empty: 'No submitted returns.' },
  { key: 'scheduled', title: 'Scheduled', empty: 'No scheduled pickups.' },
] as const;

function MyReturns() {
  const data = usePreloadedQuery<ReturnsRouteQuery>(query, useRouteQuery<ReturnsRouteQuery>());
  const [searchParams] = useSearchParams();
  const scrollTo = searchParams.get('scrollTo');
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!scrollTo) return;
    const timer = window.setTimeout(() => {
      const card = document.getElementById(`return-${scrollTo}`);
      if (!card) return;
      card.scrollIntoView({ behavior: 'smooth', block: 'center' });
      setHighlighted(scrollTo);
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollTo]);

  // A deleted request leaves a null behind in the store until the list is loaded again.
  const requests = data.pickupRequests.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const environment = useRelayEnvironment();
  const reload = useCallback(() => {
    fetchQuery<ReturnsRouteQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  useReturnsSubscription(
    requests.map((request) => request.id),
    LISTED_STATUSES,
    reload,
  );
  const editing = { query: data, config: data.config };
  return (
    <Page>
      <PageHeader
        title="My Returns"
        actions={
          <ButtonLink to="/pickup-request">
            <PlusIcon className="size-4" />
            New Return
          </ButtonLink>
        }
      />
      <div className="space-y-8">
        {SECTIONS.map((section) => {
          const inSection = requests.filter(
            (request) => returnsSection(request.status, request.scheduledPickupDate) === section.key,
          );
          return (
            <section key={section.key} aria-labelledby={`returns-${section.key}`}>
              <h2
                id={`returns-${section.key}`}
                tabIndex={-1}
                className="mb-3 flex items-center gap-2 text-lg font-semibold"
              >
                {section.title}
                <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  {inSection.length}
                </span>
              </h2>
              {inSection.length ? (
                <div className="space-y-3">
                  {inSection.map((request) => (
                    <ReturnCard
                      key={request.id}
                      request={request}
                      editing={section.key === 'drafts' ? editing : undefined}
                      highlighted={highlighted === String(request.databaseId)}
                    />
                  ))}
                </div>
              ) : (
                <p className="text-sm text-slate-500 dark:text-slate-400">{section.empty}</p>
              )}
            </section>
          );
        })}
      </div>
    </Page>
  );
}

/** What a signed-out visitor sees on a page that needs an account. */
export function LoginPrompt({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <Page narrow>
      <Card className="text-center">
        <h1 className="text-xl font-bold">{text}</h1>
        <Button className="mt-4" onClick={() => navigate('/login')}>
          Log In
        </Button>
      </Card>
    </Page>
  );
}
