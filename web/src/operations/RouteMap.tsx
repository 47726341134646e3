// A route's stops on a map, numbered in driving order and joined by a line (lazy chunk: Leaflet).
import { AppMap } from '../components/MapChrome';
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Marker, Polyline, Tooltip } from 'react-leaflet';

export type RouteMapStop = { position: number; reference: string; address: string; lat: number; lng: number };

const numbered = (position: number) =>
  divIcon({
    className: '',
    // A class, not a style attribute: the Content-Security-Policy allows styles from our files only.
    html: `<span class="map-point-marker"><span>${position}</span></span>`,
    iconSize: [44, 44],
    iconAnchor: [22, 22],
  });

export default function RouteMap({ tileUrl, stops }: { tileUrl: string; stops: readonly RouteMapStop[] }) {
  const line = stops.map((stop) => [stop.lat, stop.lng] as [number, number]);
  const { t } = useTranslation();
  return (
    <AppMap tileUrl={tileUrl} height="h-72" fit={line}>
      <Polyline positions={line} pathOptions={{ color: '#1d4ed8', weight: 3, opacity: 0.6 }} />
      {stops.map((stop) => (
        <Marker
          key={stop.reference}
          position={[stop.lat, stop.lng]}
          icon={numbered(stop.position)}
          title={t('operations.map.stopTitle', { position: String(stop.position), reference: stop.reference })}
          alt={t('operations.map.stop', { position: String(stop.position) })}
        >
          <Tooltip>
            {stop.position}. {stop.reference}: {stop.address}
          </Tooltip>
        </Marker>
      ))}
    </AppMap>
  );
}
