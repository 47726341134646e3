// A request's location on a map at street level (docs/specification.md section 2, Details dialog: zoom 15).
// A lazy chunk: Leaflet loads only when a dialog with coordinates opens.
import 'leaflet/dist/leaflet.css';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { CircleMarker, MapContainer } from 'react-leaflet';
import { MapChrome } from '../components/MapChrome';
import type { PointMapQuery } from './__generated__/PointMapQuery.graphql';

export default function PointMap({ lat, lng }: { lat: number; lng: number }) {
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
      <MapChrome tileUrl={config.mapTileUrl} />
      <CircleMarker
        center={[lat, lng]}
        radius={9}
        pathOptions={{ color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.8 }}
      />
    </MapContainer>
  );
}
