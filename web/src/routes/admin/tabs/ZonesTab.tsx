import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ButtonLink, Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PlusIcon } from '../../../components/icons';
import { useDeleteZoneMutation } from '../../../mutations/DeleteZoneMutation';
import { ConfirmDialog, EmptyState, TabHeader, useAdminAction, useRefreshableQuery } from '../shared';
import type { ZonesTabQuery, ZonesTabQuery$data } from './__generated__/ZonesTabQuery.graphql';

type Zone = ZonesTabQuery$data['zones']['edges'][number]['node'];

export default function ZonesTab() {
  const [options, refresh] = useRefreshableQuery();
  const data = useLazyLoadQuery<ZonesTabQuery>(
    graphql`
      query ZonesTabQuery {
        zones(first: 500) {
          edges {
            node {
              id
              databaseId
              zoneNumber
              name
              boundary {
                lat
                lng
              }
            }
          }
        }
      }
    `,
    {},
    options,
  );
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const [remove, removing] = useDeleteZoneMutation();
  const run = useAdminAction();
  const zones = data.zones.edges.map((edge) => edge.node);

  return (
    <>
      <TabHeader title="Zones" description="Areas that group pickups for transport companies">
        <ButtonLink to="/admin/zones/new/edit">
          <PlusIcon className="size-4" /> Add Zone
        </ButtonLink>
      </TabHeader>
      {zones.length === 0 ? <EmptyState>No zones yet</EmptyState> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {zones.map((zone) => (
          <Card key={zone.id} aria-label={`Zone ${zone.zoneNumber} - ${zone.name}`} className="flex min-w-0 flex-col">
            <h3 className="font-semibold">
              Zone {zone.zoneNumber} - {zone.name}
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {zone.boundary ? `${zone.boundary.length} boundary points` : 'No boundary defined'}
            </p>
            <div className="mt-auto flex gap-2 pt-4">
              <ButtonLink variant="secondary" to={`/admin/zones/${zone.databaseId}/edit`}>
                Edit
              </ButtonLink>
              <Button variant="secondary" className="text-red-700 dark:text-red-400" onClick={() => setDeleting(zone)}>
                Delete
              </Button>
            </div>
          </Card>
        ))}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Zone"
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(
            () => remove({ input: { id: deleting.id } }),
            'Zone deleted successfully',
            'Failed to delete zone',
          );
          setDeleting(null);
          if (done) refresh();
        }}
      >
        {deleting
          ? `Delete Zone ${deleting.zoneNumber} - ${deleting.name}? A zone with pending pickups cannot be deleted.`
          : null}
      </ConfirmDialog>
    </>
  );
}
