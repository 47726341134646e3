// A request's location on a map at street level (docs/specification.md section 2, Details dialog: zoom 15).
// A lazy chunk: Leaflet loads only when a dialog with coordinates opens.
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { MapChrome } from '../components/MapChrome';
import type { PointMapQuery } from './__generated__/PointMapQuery.graphql';

/** The tiles' credit links to OpenStreetMap's copyright page (HTML, as Leaflet shows it). */
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export default function PointMap({ lat, lng }: { lat: number; lng: number }) {
  const { t } = useTranslation();
  const attribution = `&copy; ${t('pickups.map.attribution', { link: OSM_LINK })}`;
  const { config } = useLazyLoadQuery<PointMapQuery>(
    graphql`
      query PointMapQuery {
        config {
          mapTileUrl
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={15}
      className="h-56 w-full rounded-lg border border-slate-200 dark:border-slate-700"
      attributionControl
      zoomControl={false}
    >
      {/* Keyed by its credit: Leaflet reads the credit when the layer is added, so the layer is
          added again in another language. */}
      <TileLayer key={attribution} url={config.mapTileUrl} attribution={attribution} />
      <MapChrome />
      <CircleMarker
        center={[lat, lng]}
        radius={9}
        pathOptions={{ color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.8 }}
      />
    </MapContainer>
  );
}
