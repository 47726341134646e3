import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';

/**
 * Leaflet's own credit link describes Leaflet in English (its title); this keeps Leaflet's link,
 * flag included, and puts the title in the language on screen.
 */
export function LeafletPrefix() {
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
