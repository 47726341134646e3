import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { DepotPickerQuery } from './__generated__/DepotPickerQuery.graphql';

// Leaflet comes with the map's own chunk, when the transport company dialog opens.
const LocationMap = lazy(() => import('../../pickups/LocationMap'));

/**
 * The depot picked on the map (two raw number fields were all there was): a tap sets
 * both coordinates; the fields beside it stay for typing them or clearing the depot.
 */
export function DepotPicker({
  latitude,
  longitude,
  onPick,
}: {
  latitude: string;
  longitude: string;
  onPick: (latitude: string, longitude: string) => void;
}) {
  const { t } = useTranslation();
  const lat = Number(latitude.replace(',', '.'));
  const lng = Number(longitude.replace(',', '.'));
  const point =
    latitude.trim() && longitude.trim() && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
  return (
    <div data-testid="depot-map">
      <Suspense fallback={<div className="h-64 w-full rounded-lg bg-slate-100 dark:bg-slate-800" />}>
        <DepotMap point={point} onPick={(a, b) => onPick(a.toFixed(6), b.toFixed(6))} />
      </Suspense>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('admin.depot.hint')}</p>
    </div>
  );
}

function DepotMap({
  point,
  onPick,
}: {
  point: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
}) {
  const { config } = useLazyLoadQuery<DepotPickerQuery>(
    graphql`
      query DepotPickerQuery {
        config {
          mapTileUrl
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <LocationMap tileUrl={config.mapTileUrl} point={point} onPick={onPick} />;
}
