import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore, shownOf } from '../../../components/ShowMore';
import { ButtonLink, Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PlusIcon } from '../../../components/icons';
import { ADMIN_CONNECTIONS } from '../../../mutations/adminConnections';
import { useDeleteZoneMutation } from '../../../mutations/DeleteZoneMutation';
import { RemoveDialog } from '../RemoveDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import type { TabProps } from '../tabQuery';
import type { ZoneCard_zone$data, ZoneCard_zone$key } from './__generated__/ZoneCard_zone.graphql';
import type { ZonesTabQuery } from './__generated__/ZonesTabQuery.graphql';
import type { ZonesTab_zones$key } from './__generated__/ZonesTab_zones.graphql';
import type { ZonesTabPaginationQuery } from './__generated__/ZonesTabPaginationQuery.graphql';
import { formatDateTime } from '../../../format';

type Zone = ZoneCard_zone$data;

// The zone editor reads the same connection (key Admin_zones) and adds a new zone to it.
const zonesTabQuery = graphql`
  query ZonesTabQuery {
    ...ZonesTab_zones
  }
`;

const zonesTabFragment = graphql`
  fragment ZonesTab_zones on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "ZonesTabPaginationQuery") {
    zones(first: $count, after: $cursor) @connection(key: "Admin_zones") {
      totalCount
      edges {
        node {
          id
          ...ZoneCard_zone
        }
      }
    }
  }
`;

export default function ZonesTab({ queryRef }: TabProps<ZonesTabQuery>) {
  const root = usePreloadedQuery<ZonesTabQuery>(zonesTabQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ZonesTabPaginationQuery, ZonesTab_zones$key>(
    zonesTabFragment,
    root,
  );
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const [remove, removing] = useDeleteZoneMutation();
  const zones = data.zones.edges.map((edge) => edge.node);
  const { t } = useTranslation();

  return (
    <>
      <TabHeader
        title={t('masterData.zones.title')}
        description={shownOf(zones.length, data.zones.totalCount, t('masterData.zones.description'))}
      >
        <ButtonLink to="/admin/zones/new/edit">
          <PlusIcon className="size-4" /> {t('masterData.addZone')}
        </ButtonLink>
      </TabHeader>
      {zones.length === 0 ? <EmptyState>{t('masterData.zones.empty')}</EmptyState> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {zones.map((zone) => (
          <ZoneCard key={zone.id} zone={zone} onDelete={setDeleting} />
        ))}
      </div>
      <ShowMore hasNext={hasNext} isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} />
      <RemoveDialog
        item={deleting}
        title={t('masterData.zones.deleteTitle')}
        consequence={(zone) =>
          t('masterData.zones.deleteConsequence', { number: String(zone.zoneNumber), name: zone.name })
        }
        remove={(zone) => remove({ input: { id: zone.id }, connections: [ADMIN_CONNECTIONS.zones] })}
        busy={removing}
        done={{ title: t('masterData.zones.deleted') }}
        failed={t('masterData.zones.deleteFailed')}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function ZoneCard({ zone: ref, onDelete }: { zone: ZoneCard_zone$key; onDelete: (zone: Zone) => void }) {
  const zone = useFragment(
    graphql`
      fragment ZoneCard_zone on Zone {
        id
        databaseId
        zoneNumber
        name
        boundary {
          lat
          lng
        }
        thresholdProgress {
          transportCompanyId
          transportCompanyName
          threshold
          waitingDrums
        }
        routeDispatches {
          id
          createdAt
          transportCompanyName
          totalDrums
          distanceKm
          stops {
            reference
          }
        }
      }
    `,
    ref,
  );
  const { t } = useTranslation();
  const title = t('masterData.zoneName', { number: String(zone.zoneNumber), name: zone.name });
  return (
    <Card aria-label={title} className="flex min-w-0 flex-col">
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {zone.boundary
          ? t('masterData.zones.boundaryPoints', { points: String(zone.boundary.length) })
          : t('masterData.zones.noBoundary')}
      </p>
      {zone.thresholdProgress.length ? (
        <ul aria-label={t('masterData.zones.thresholdProgress')} className="mt-3 space-y-2 text-sm">
          {zone.thresholdProgress.map((progress) => (
            <li key={progress.transportCompanyId}>
              <div className="flex justify-between gap-2">
                <span className="truncate">{progress.transportCompanyName}</span>
                <span className="shrink-0 font-medium">
                  {t('masterData.zones.progress', {
                    waiting: String(progress.waitingDrums),
                    threshold: String(progress.threshold),
                  })}
                </span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                <div
                  className="h-1.5 rounded-full bg-brand-600"
                  style={{
                    width: `${Math.min(100, (progress.waitingDrums / Math.max(1, progress.threshold)) * 100)}%`,
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('masterData.zones.unserved')}</p>
      )}
      {zone.routeDispatches.length ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer py-3 font-medium">
            {t('masterData.zones.routeMailsCount', { mails: String(zone.routeDispatches.length) })}
          </summary>
          <ol aria-label={t('masterData.zones.routeMails')} className="mt-2 space-y-1">
            {zone.routeDispatches.map((dispatch) => (
              <li key={dispatch.id}>
                {t('masterData.zones.routeMail', {
                  when: formatDateTime(dispatch.createdAt),
                  company: dispatch.transportCompanyName,
                  drums: t('masterData.drums', { count: dispatch.totalDrums, shown: String(dispatch.totalDrums) }),
                  stops: String(dispatch.stops.length),
                  distance: String(dispatch.distanceKm),
                })}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className="mt-auto flex gap-2 pt-4">
        <ButtonLink variant="secondary" to={`/admin/zones/${zone.databaseId}/edit`}>
          {t('common.edit')}
        </ButtonLink>
        <Button variant="remove" onClick={() => onDelete(zone)}>
          {t('common.delete')}
        </Button>
      </div>
    </Card>
  );
}
