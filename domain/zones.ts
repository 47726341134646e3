// Which zone a point lies in (docs/decisions.md: "a request's zone is the zone whose polygon
// contains its coordinates (none if outside all), recomputed when its address or a zone
// changes"). Pure: shared by the pickup request code, zone saving and the web.
import { en } from './i18n/en';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';

export type LatLng = { lat: number; lng: number };

/** The least a zone needs for the look-up; extra fields are kept and returned. */
export type ZoneShape = { id: number; zoneNumber?: number | null; boundary: readonly LatLng[] | null | undefined };

export const ZONE_MIN_POINTS = 4;
export const ZONE_MAX_POINTS = 20;

export const ZONE_CROSSES_ITSELF = en.errors.zoneRules.crossesItself;

/**
 * docs/decisions.md: a zone's polygon must not cross itself. A bow-tie (corners in the wrong
 * order) contains nothing a transporter would expect, so it is refused by the server and the
 * editor alike. Fewer than 4 points say nothing (another rule refuses them).
 */
export function boundaryCrossesItself(boundary: readonly LatLng[] | null | undefined): boolean {
  if (!boundary || boundary.length < ZONE_MIN_POINTS) return false;
  const ring = boundary.map((p) => [p.lng, p.lat]);
  ring.push(ring[0]);
  return kinks(polygon([ring])).features.length > 0;
}

/**
 * The zone whose polygon contains (lat, lng), or null when the point is missing, not finite,
 * or outside every zone. Points on an edge count as inside. Zones without a usable boundary
 * (fewer than 4 points) never match. Where zones overlap, the lowest zone number wins, then
 * the lowest id, so the answer does not depend on the order the zones were loaded in.
 */
export function findZoneForPoint<Z extends ZoneShape>(
  zones: readonly Z[],
  lat: number | null | undefined,
  lng: number | null | undefined,
): Z | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  let best: Z | null = null;
  for (const zone of zones) {
    if (!zoneContains(zone.boundary, lat, lng)) continue;
    if (best === null || compareZones(zone, best) < 0) best = zone;
  }
  return best;
}

/** True when the polygon drawn by `boundary` (4 or more points, in drawing order) contains the point. */
export function zoneContains(boundary: readonly LatLng[] | null | undefined, lat: number, lng: number): boolean {
  if (!boundary || boundary.length < ZONE_MIN_POINTS) return false;
  const ring = boundary.map((p) => [p.lng, p.lat]); // GeoJSON order is [lng, lat]
  const [first] = ring;
  const last = ring[ring.length - 1];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push(first);
  return booleanPointInPolygon([lng, lat], { type: 'Polygon', coordinates: [ring] });
}

/**
 * For each located item, the id of the zone that now contains it (null when none), listing only
 * the items whose zone changes. Used when a zone is saved or deleted.
 */
export function zoneReassignments(
  zones: readonly ZoneShape[],
  items: readonly { id: number; latitude: number | null; longitude: number | null; zoneId: number | null }[],
): { id: number; zoneId: number | null }[] {
  const changes: { id: number; zoneId: number | null }[] = [];
  for (const item of items) {
    const zoneId = findZoneForPoint(zones, item.latitude, item.longitude)?.id ?? null;
    if (zoneId !== item.zoneId) changes.push({ id: item.id, zoneId });
  }
  return changes;
}

function compareZones(a: ZoneShape, b: ZoneShape): number {
  const byNumber = (a.zoneNumber ?? Number.MAX_SAFE_INTEGER) - (b.zoneNumber ?? Number.MAX_SAFE_INTEGER);
  return byNumber !== 0 ? byNumber : a.id - b.id;
}
