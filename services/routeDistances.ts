// Distances between route points: road metres from an OSRM-compatible service when ROUTING_URL
// is set (its /table/v1/driving call), great-circle metres when it is unset or does not answer.
import { type DistanceMatrix, greatCircleMatrix, type Point } from '../domain/routing';
import { log, reasonOf } from './log';

const TIMEOUT_MS = 3000;
let warned = false;

export async function distanceMatrix(
  points: readonly Point[],
  routingUrl: string | undefined,
): Promise<{ matrix: DistanceMatrix; road: boolean }> {
  if (!routingUrl || points.length < 2) return { matrix: greatCircleMatrix(points), road: false };
  const coordinates = points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
  try {
    const response = await fetch(`${routingUrl}/table/v1/driving/${coordinates}?annotations=distance`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as { code?: string; distances?: (number | null)[][] };
    const distances = body.distances;
    if (!response.ok || body.code !== 'Ok' || !distances || distances.length !== points.length)
      throw new Error(`answered ${response.status} ${body.code ?? ''}`);
    // A pair the service cannot route keeps its great-circle distance.
    const fallback = greatCircleMatrix(points);
    return {
      matrix: distances.map((row, i) => row.map((metres, j) => (typeof metres === 'number' ? metres : fallback[i][j]))),
      road: true,
    };
  } catch (error) {
    // Logged once per process, not once per evaluation: an unreachable service is one fact.
    if (!warned) {
      warned = true;
      log.warn(`ROUTING_URL unreachable, using great-circle distances: ${reasonOf(error)}`);
    }
    return { matrix: greatCircleMatrix(points), road: false };
  }
}
