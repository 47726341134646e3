import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TileLayer, useMap, ZoomControl } from 'react-leaflet';

/** The tiles' credit links to OpenStreetMap's copyright page (HTML, as Leaflet shows it). */
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * A map's tiles, with their credit, and Leaflet's own words in the language on screen: its zoom
 * buttons' names and the title of its credit link. A map using it turns its own zoom control off
 * (`zoomControl={false}`).
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
