// Leaflet comes in this lazy chunk only: it is large and only the zone editor needs it here.
import { MapChrome } from '../../components/MapChrome';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polygon, Polyline, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../../../../domain/zones';
import { ZONE_MIN_POINTS } from '../../../../domain/zones';

/** docs/specification.md section 9: zone map 400 px high, default centre lat 59, lng 12, zoom 6. */
const ZONE_MAP_CENTER: [number, number] = [59, 12];
const ZONE_MAP_ZOOM = 6;
type Props = {
  tileUrl: string;
  points: LatLng[];
  onAdd: (point: LatLng) => void;
  onMove: (index: number, point: LatLng) => void;
};

export default function ZoneMap({ tileUrl, points, onAdd, onMove }: Props) {
  // The first view: the zone when it has one, else the spec's default. Later edits don't move the map.
  const [initialBounds] = useState(() =>
    points.length >= 2 ? L.latLngBounds(points.map((p) => [p.lat, p.lng])).pad(0.3) : null,
  );
  const positions = points.map((p) => [p.lat, p.lng] as [number, number]);
  return (
    <div data-testid="zone-map">
      <MapContainer
        center={initialBounds ? undefined : ZONE_MAP_CENTER}
        zoom={initialBounds ? undefined : ZONE_MAP_ZOOM}
        bounds={initialBounds ?? undefined}
        style={{ height: 400 }}
        className="w-full rounded-lg border border-slate-200 dark:border-slate-700"
        zoomControl={false}
      >
        <ClickToAdd onAdd={onAdd} />
        {points.length >= ZONE_MIN_POINTS ? (
          <Polygon positions={positions} pathOptions={{ color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.2 }} />
        ) : points.length >= 2 ? (
          <Polyline positions={positions} pathOptions={{ color: '#1d4ed8', dashArray: '6 6' }} />
        ) : null}
        {points.map((point, index) => (
          <NumberedMarker key={index} index={index} point={point} onMove={onMove} />
        ))}
        <MapChrome tileUrl={tileUrl} />
      </MapContainer>
    </div>
  );
}

function ClickToAdd({ onAdd }: { onAdd: Props['onAdd'] }) {
  useMapEvents({ click: (event) => onAdd({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** A div icon (no image files to fetch) showing the point's number; dragging moves the point. */
function NumberedMarker({ index, point, onMove }: { index: number; point: LatLng; onMove: Props['onMove'] }) {
  const { t } = useTranslation();
  const icon = useMemo(
    () =>
      L.divIcon({
        className: '',
        // A class, not a style attribute: the Content-Security-Policy allows styles from our files only.
        html: `<span class="map-point-marker"><span>${index + 1}</span></span>`,
        iconSize: [44, 44],
        iconAnchor: [22, 22],
      }),
    [index],
  );
  return (
    <Marker
      position={[point.lat, point.lng]}
      icon={icon}
      draggable
      title={t('masterData.zoneMap.point', { number: String(index + 1) })}
      eventHandlers={{
        dragend: (event) => {
          const { lat, lng } = (event.target as L.Marker).getLatLng();
          onMove(index, { lat, lng });
        },
      }}
    />
  );
}
