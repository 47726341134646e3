// The transporter's open stops on a map (lazy chunk: Leaflet is large and the lists come first).
import { AppMap } from '../components/MapChrome';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, Tooltip } from 'react-leaflet';

export type Stop = { id: string; reference: string; address: string; lat: number; lng: number; scheduled: boolean };

/** Every open stop with coordinates, fitted into view; scheduled ones blue, new ones amber. */
export default function StopsMap({ tileUrl, stops }: { tileUrl: string; stops: readonly Stop[] }) {
  return (
    <AppMap tileUrl={tileUrl} height="h-72" fit={stops.map((stop) => [stop.lat, stop.lng])}>
      {stops.map((stop) => (
        <CircleMarker
          key={stop.id}
          center={[stop.lat, stop.lng]}
          radius={9}
          pathOptions={
            stop.scheduled
              ? { color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.85 }
              : { color: '#b45309', fillColor: '#f59e0b', fillOpacity: 0.85 }
          }
        >
          <Tooltip>
            {stop.reference}: {stop.address}
          </Tooltip>
        </CircleMarker>
      ))}
    </AppMap>
  );
}
