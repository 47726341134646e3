import { Component as ReactComponent, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useMoney } from '../../buyback/useMoney';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { EmptyState } from '../../components/TabHeader';
import { formatClockDay, formatCount } from '../../format';
import { knownSignedOut } from '../../pickups/knownSignedOut';
import { ReturnsShell } from '../../pickups/ReturnsShell';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { clockWords } from '../../trackedDrums/clockWords';
import type { DrumsOnSiteRouteQuery } from './__generated__/DrumsOnSiteRouteQuery.graphql';
import type { DrumsOnSiteRoute_list$key } from './__generated__/DrumsOnSiteRoute_list.graphql';
import type { DrumsOnSiteRoute_drum$key } from './__generated__/DrumsOnSiteRoute_drum.graphql';
import type { DrumsOnSiteRoutePaginationQuery } from './__generated__/DrumsOnSiteRoutePaginationQuery.graphql';

/** The server's largest page: a site with a hundred drums shows whole in one go. */
const PAGE = 100;

const query = graphql`
  query DrumsOnSiteRouteQuery {
    ...DrumsOnSiteRoute_list
  }
`;

// What is still at the returner's sites, booked or not, most urgent first as the server orders it.
const listFragment = graphql`
  fragment DrumsOnSiteRoute_list on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
  @refetchable(queryName: "DrumsOnSiteRoutePaginationQuery") {
    drums(first: $count, after: $cursor, statuses: [ON_SITE, BOOKED]) @connection(key: "DrumsOnSiteRoute_drums") {
      totalCount
      edges {
        node {
          id
          number
          status
          site {
            address
          }
          ...DrumsOnSiteRoute_drum
        }
      }
    }
  }
`;

const load = routeQueryLoader<DrumsOnSiteRouteQuery>(query);
/** A visitor the store knows is signed out gets the prompt without a query the server would refuse. */
export const loader = (args: LoaderFunctionArgs) => (knownSignedOut() ? null : load(args));

/** Drums on site (docs/tracked-drums.md), a view of My Returns: the company's drums by site, with their clocks. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ReturnsShell title={t('returns.mine.title')} signedOutText={t('trackedDrums.signedOut')} tabs>
      <LoadBoundary>
        <Suspense fallback={<Loading />}>
          <DrumsOnSite />
        </Suspense>
      </LoadBoundary>
    </ReturnsShell>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-400">
      <Spinner className="size-8" />
      {t('trackedDrums.loading')}
    </div>
  );
}

type Site = {
  address: string;
  drums: { id: string; number: string; status: string; ref: DrumsOnSiteRoute_drum$key }[];
};

function DrumsOnSite() {
  const root = usePreloadedQuery<DrumsOnSiteRouteQuery>(query, useRouteQuery<DrumsOnSiteRouteQuery>());
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    DrumsOnSiteRoutePaginationQuery,
    DrumsOnSiteRoute_list$key
  >(listFragment, root);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const drums = data.drums.edges.map((edge) => edge.node);
  // Sites in the order of their most urgent drum, which the server's order puts first.
  const sites = useMemo(() => {
    const byAddress = new Map<string, Site>();
    for (const drum of drums) {
      const address = drum.site?.address ?? '';
      let site = byAddress.get(address);
      if (!site) byAddress.set(address, (site = { address, drums: [] }));
      site.drums.push({ id: drum.id, number: drum.number, status: drum.status, ref: drum });
    }
    return [...byAddress.values()];
  }, [drums]);

  // Only drums still loaded and on site count (a drum booked meanwhile drops out of the selection).
  const bookable = new Set(drums.filter((drum) => drum.status === 'ON_SITE').map((drum) => drum.number));
  const chosen = [...selected].filter((number) => bookable.has(number));
  const toggle = (numbers: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const number of numbers) {
        if (on) next.add(number);
        else next.delete(number);
      }
      return next;
    });
  const book = () => navigate(`/pickup-request?${new URLSearchParams({ drums: chosen.join(',') })}`);

  if (!drums.length) return <EmptyState>{t('trackedDrums.empty')}</EmptyState>;
  const total = data.drums.totalCount;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('trackedDrums.intro')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
        <p id="drums-selected" aria-live="polite" className="text-sm font-medium">
          {chosen.length ? t('trackedDrums.selected', { count: chosen.length }) : t('trackedDrums.noneSelected')}
        </p>
        <Button onClick={book} disabled={!chosen.length} aria-describedby="drums-selected">
          {t('trackedDrums.bookPickup')}
        </Button>
      </div>
      {sites.map((site, index) => {
        const onSite = site.drums.filter((drum) => drum.status === 'ON_SITE').map((drum) => drum.number);
        const allChosen = onSite.length > 0 && onSite.every((number) => selected.has(number));
        const address = site.address || t('trackedDrums.siteUnknown');
        const headingId = `drum-site-${index}`;
        return (
          <section key={site.address} aria-labelledby={headingId}>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
                {address}{' '}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                  · {t('trackedDrums.drumsAtSite', { count: site.drums.length })}
                </span>
              </h2>
              {onSite.length ? (
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={allChosen}
                    onChange={(event) => toggle(onSite, event.target.checked)}
                  />
                  <span className="sr-only">{t('trackedDrums.selectSite', { address })}</span>
                  <span aria-hidden="true">{t('trackedDrums.selectAll')}</span>
                </label>
              ) : null}
            </div>
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {site.drums.map((drum) => (
                <DrumRow
                  key={drum.id}
                  drum={drum.ref}
                  money={money}
                  checked={selected.has(drum.number)}
                  onCheck={(on) => toggle([drum.number], on)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {hasNext ? (
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('trackedDrums.shownOf', { shown: formatCount(drums.length), total: formatCount(total) })}
          </p>
          <Button variant="secondary" className="mt-2 w-full" disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
            {isLoadingNext ? t('common.loading') : t('trackedDrums.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DrumRow({
  drum: ref,
  money,
  checked,
  onCheck,
}: {
  drum: DrumsOnSiteRoute_drum$key;
  money: (cents: number) => string;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const drum = useFragment(
    graphql`
      fragment DrumsOnSiteRoute_drum on Drum {
        number
        status
        drumSpec {
          name
          drumType {
            name
          }
        }
        deliveredAt
        rentFreeUntil
        forfeitsOn
        monthlyRentCents
        forfeitCents
        rentCentsSoFar
        pickupRequest {
          databaseId
          referenceNumberFormatted
        }
      }
    `,
    ref,
  );
  const { t } = useTranslation();
  const { sentences, daysOnSite } = clockWords(drum, { t, money, day: formatClockDay });
  const booked = drum.status === 'BOOKED';
  return (
    <li className="flex gap-2 p-3">
      <div className="flex size-11 shrink-0 items-center justify-center">
        {booked ? null : (
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-label={t('trackedDrums.select', { number: drum.number })}
            checked={checked}
            onChange={(event) => onCheck(event.target.checked)}
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all">{drum.number}</span>
          {booked ? <Badge tone="blue">{t('trackedDrums.status.BOOKED')}</Badge> : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {drum.drumSpec.name} · {drum.drumSpec.drumType.name}
          {daysOnSite === null ? null : <> · {t('trackedDrums.daysOnSite', { count: daysOnSite })}</>}
        </p>
        {sentences.map((sentence) => (
          <p key={sentence} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {sentence}
          </p>
        ))}
        {booked && drum.pickupRequest ? (
          <Link
            to={`/returns?scrollTo=${drum.pickupRequest.databaseId}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
          >
            {t('trackedDrums.bookedOn', { reference: drum.pickupRequest.referenceNumberFormatted })}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The list failing to load keeps the page and its tabs, and offers to load it again. */
class LoadBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  return (
    <Card role="alert" className="text-center">
      <p>{t('trackedDrums.loadFailed')}</p>
      <Button
        className="mt-4"
        onClick={async () => {
          // The route's loader starts the query again; the list renders from the new one.
          await revalidate();
          onRetry();
        }}
      >
        {t('trackedDrums.retry')}
      </Button>
    </Card>
  );
}
