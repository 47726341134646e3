// What a route mail and the portal say about each stop: drums by type, weight and
// transport volume from the drum specifications, and the site information in the form's words.
import { formatReferenceNumber } from './referenceNumber';
import { totalDrums } from './drumCount';

export type StopRequest = {
  id: number;
  address: string;
  latitude: number;
  longitude: number;
  hasLoadingCapability: boolean;
  supportsForklift: boolean;
  requiresCraneTruck: boolean;
  transporterComments: string | null;
  drums: {
    quantity: number;
    typeName: string;
    specName: string;
    weight: number | null;
    transportVolume: number | null;
  }[];
};

export type RouteStop = {
  pickupRequestId: number;
  reference: string;
  address: string;
  lat: number;
  lng: number;
  totalDrums: number;
  drumsByType: { type: string; quantity: number }[];
  /** Kilograms, from the specs' weights (specs without a weight add nothing). */
  weightKg: number;
  /** Cubic metres, from the specs' transport volumes. */
  volumeM3: number;
  siteInformation: string[];
  comments: string | null;
};

/** docs/specification.md section 2: the three site options of the request form, in its words. */
const SITE_OPTION_LABELS = {
  hasLoadingCapability: 'We have truck loading capability on site',
  supportsForklift: 'We have no loading capability but location support this',
  requiresCraneTruck: 'Crane truck is needed for pickup',
} as const;

export function routeStop(request: StopRequest): RouteStop {
  const byType = new Map<string, number>();
  let weightKg = 0;
  let volumeM3 = 0;
  for (const drum of request.drums) {
    byType.set(drum.typeName, (byType.get(drum.typeName) ?? 0) + drum.quantity);
    weightKg += (drum.weight ?? 0) * drum.quantity;
    volumeM3 += (drum.transportVolume ?? 0) * drum.quantity;
  }
  return {
    pickupRequestId: request.id,
    reference: formatReferenceNumber(request.id),
    address: request.address,
    lat: request.latitude,
    lng: request.longitude,
    totalDrums: totalDrums(request.drums),
    drumsByType: [...byType].map(([type, quantity]) => ({ type, quantity })),
    weightKg: Math.round(weightKg * 10) / 10,
    volumeM3: Math.round(volumeM3 * 100) / 100,
    siteInformation: (Object.keys(SITE_OPTION_LABELS) as (keyof typeof SITE_OPTION_LABELS)[])
      .filter((key) => request[key])
      .map((key) => SITE_OPTION_LABELS[key]),
    comments: request.transporterComments,
  };
}

/** A map link with every stop as a waypoint, in driving order (and the depot at both ends). */
export function routeMapUrl(points: readonly { lat: number; lng: number }[]): string {
  return `https://www.google.com/maps/dir/${points.map((p) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`).join('/')}`;
}
