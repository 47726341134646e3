import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap, ZoomControl } from 'react-leaflet';

/**
 * Leaflet's own words in the language on screen: its zoom buttons' names and the title of its
 * credit link. A map using it turns its own zoom control off (`zoomControl={false}`).
 */
export function MapChrome() {
  const { t } = useTranslation();
  const zoomIn = t('pickups.map.zoomIn');
  return (
    <>
      {/* Keyed by its words: Leaflet reads them when the control is added. */}
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
