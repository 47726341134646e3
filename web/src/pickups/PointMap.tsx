// A request's location on a map at street level (docs/specification.md section 2, Details dialog: zoom 15).
// A lazy chunk: Leaflet loads only when a dialog with coordinates opens.
import 'leaflet/dist/leaflet.css';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { CircleMarker } from 'react-leaflet';
import { AppMap } from '../components/MapChrome';
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
    <AppMap tileUrl={config.mapTileUrl} height="h-56" center={[lat, lng]} zoom={15}>
      <CircleMarker
        center={[lat, lng]}
        radius={9}
        pathOptions={{ color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.8 }}
      />
    </AppMap>
  );
}
