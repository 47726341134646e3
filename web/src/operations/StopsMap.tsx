// The transporter's open stops on a map (lazy chunk: Leaflet is large and the lists come first).
import { MapChrome } from '../components/MapChrome';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { DEFAULT_CENTER } from '../pickups/LocationMap';

export type Stop = { id: string; reference: string; address: string; lat: number; lng: number; scheduled: boolean };

/** Every open stop with coordinates, fitted into view; scheduled ones blue, new ones amber. */
export default function StopsMap({ tileUrl, stops }: { tileUrl: string; stops: readonly Stop[] }) {
  const bounds = stops.length ? (stops.map((stop) => [stop.lat, stop.lng]) as [number, number][]) : undefined;
  return (
    <MapContainer
      center={bounds ? undefined : DEFAULT_CENTER}
      zoom={bounds ? undefined : 9}
      bounds={bounds}
      boundsOptions={{ padding: [24, 24], maxZoom: 14 }}
      className="h-72 w-full rounded-lg border border-slate-200 dark:border-slate-700"
      attributionControl
      zoomControl={false}
    >
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
      <MapChrome tileUrl={tileUrl} />
    </MapContainer>
  );
}
