import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';

/** docs/specification.md section 9: a map's default centre, lat 59.33, lng 18.07. */
export const DEFAULT_CENTER: [number, number] = [59.33, 18.07];

/**
 * Every map of the app but the zone editor's: its frame (`height`, a class), its tiles and
 * their credit, and its view: `fit` brought into view when it holds a point, else `center` at `zoom`.
 */
export function AppMap({
  tileUrl,
  height,
  fit,
  center = DEFAULT_CENTER,
  zoom = 9,
  children,
}: {
  tileUrl: string;
  height: string;
  fit?: [number, number][];
  center?: [number, number];
  zoom?: number;
  children: ReactNode;
}) {
  const bounds = fit?.length ? fit : undefined;
  return (
    <MapContainer
      center={bounds ? undefined : center}
      zoom={bounds ? undefined : zoom}
      bounds={bounds}
      boundsOptions={{ padding: [24, 24], maxZoom: 14 }}
      className={`${height} w-full rounded-lg border border-slate-200 dark:border-slate-700`}
      zoomControl={false}
    >
      {/* The tiles first: a layer that asks for the map's zoom range (the cluster plugin's) finds the tiles' then. */}
      <MapChrome tileUrl={tileUrl} />
      {children}
    </MapContainer>
  );
}

/** The tiles' credit links to OpenStreetMap's copyright page (HTML, as Leaflet shows it). */
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * A map's tiles, with their credit, and Leaflet's own words in the language on screen: its zoom
 * buttons' names and the title of its credit link. A map using it turns its own zoom control off
 * (`zoomControl={false}`), as AppMap does.
 */
export function MapChrome({ tileUrl }: { tileUrl: string }) {
  const { t } = useTranslation();
  const zoomIn = t('pickups.map.zoomIn');
  const attribution = `&copy; ${t('pickups.map.attribution', { link: OSM_LINK })}`;
  return (
    <>
      {/* Keyed by their words: Leaflet reads a layer's credit and a control's titles when they are added. */}
      <TileLayer key={attribution} url={tileUrl} attribution={attribution} />
      <ZoomControl key={zoomIn} zoomInTitle={zoomIn} zoomOutTitle={t('pickups.map.zoomOut')} />
      <LeafletPrefix />
    </>
  );
}

/**
 * Leaflet's own credit link describes Leaflet in English (its title); this keeps Leaflet's link,
 * flag included, and puts the title in the language on screen.
 */
function LeafletPrefix() {
  const map = useMap();
  const { t } = useTranslation();
  const title = t('pickups.map.leafletTitle');
  useEffect(() => {
    const control = map.attributionControl;
    if (!control || typeof control.options.prefix !== 'string') return;
    const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    control.setPrefix(control.options.prefix.replace(/ title="[^"]*"/, ` title="${escaped}"`));
  }, [map, title]);
  return null;
}
