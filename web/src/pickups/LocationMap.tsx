// Leaflet is loaded only with the address picker (lazy chunk): it is large and most pages do
// not need it.
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, useMap, useMapEvents } from 'react-leaflet';
import { AppMap, DEFAULT_CENTER } from '../components/MapChrome';

/** docs/specification.md section 9: the picker opens at zoom 13. */
const DEFAULT_ZOOM = 13;
type Props = {
  tileUrl: string;
  point: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
};

export default function LocationMap({ tileUrl, point, onPick }: Props) {
  return (
    <AppMap
      tileUrl={tileUrl}
      height="h-64"
      center={point ? [point.lat, point.lng] : DEFAULT_CENTER}
      zoom={DEFAULT_ZOOM}
    >
      <ClickToPick onPick={onPick} />
      <FollowPoint point={point} />
      {point ? (
        <CircleMarker
          center={[point.lat, point.lng]}
          radius={9}
          pathOptions={{ color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.8 }}
        />
      ) : null}
    </AppMap>
  );
}

function ClickToPick({ onPick }: { onPick: Props['onPick'] }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** A point set elsewhere (search, Use My Location, typed coordinates) is brought into view. */
function FollowPoint({ point }: { point: Props['point'] }) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}
