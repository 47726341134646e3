// The sites with drums waiting on a map, clustered (lazy chunk: Leaflet and its cluster plugin
// load with this map only, not with the reports tab).
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
// The plugin adds markerClusterGroup to the Leaflet that `leaflet` put on window.L.
import 'leaflet.markercluster';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { AppMap } from '../../components/MapChrome';

export type DrumSite = { companyName: string; address: string; latitude: number; longitude: number; drums: number };

/** Every site with a position, fitted into view; near sites gather into a cluster with their count. */
export default function DrumSitesMap({ tileUrl, sites }: { tileUrl: string; sites: readonly DrumSite[] }) {
  return (
    <AppMap tileUrl={tileUrl} height="h-96" fit={sites.map((site) => [site.latitude, site.longitude])}>
      <Clusters sites={sites} />
    </AppMap>
  );
}

function Clusters({ sites }: { sites: readonly DrumSite[] }) {
  const map = useMap();
  const { t } = useTranslation();
  useEffect(() => {
    const group = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false });
    for (const site of sites) {
      const marker = L.circleMarker([site.latitude, site.longitude], {
        radius: 9,
        color: '#b45309',
        fillColor: '#f59e0b',
        fillOpacity: 0.85,
      });
      // Text, not HTML: company names and addresses are what people typed.
      const label = document.createElement('span');
      label.textContent = `${t('drumAdmin.reports.siteDrums', { company: site.companyName, count: site.drums })} · ${site.address}`;
      marker.bindTooltip(label);
      group.addLayer(marker);
    }
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, sites, t]);
  return null;
}
