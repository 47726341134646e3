// The order a transporter drives its stops in (docs/decisions.md): a short route through every stop, built by nearest neighbour and improved by
// 2-opt and Or-opt. Pure: distances come in as a matrix (great-circle by default, road distances
// from a routing service when one is configured; services/routeDistances.ts).

export type Point = { lat: number; lng: number };

/** Metres between two points on the Earth's surface (haversine, mean radius). */
export function greatCircleMetres(a: Point, b: Point): number {
  const R = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** distance[i][j]: metres from point i to point j. */
export type DistanceMatrix = number[][];

export function greatCircleMatrix(points: readonly Point[]): DistanceMatrix {
  return points.map((a) => points.map((b) => greatCircleMetres(a, b)));
}

/**
 * The problem: with a depot (index 0 of the matrix) the route leaves the depot, visits every stop
 * and returns; without one it is an open path through the stops that may start at any of them.
 */
export type RouteProblem = { matrix: DistanceMatrix; hasDepot: boolean };

/** Length of a route given as matrix indices in driving order (a depot route includes index 0 at both ends). */
export function routeLength(matrix: DistanceMatrix, order: readonly number[]): number {
  let total = 0;
  for (let i = 1; i < order.length; i += 1) total += matrix[order[i - 1]][order[i]];
  return total;
}

/**
 * A short route: matrix indices in driving order. With a depot it starts and ends at 0; without
 * one it lists every index once.
 */
export function shortRoute({ matrix, hasDepot }: RouteProblem): number[] {
  const n = matrix.length;
  if (n === 0) return [];
  if (hasDepot && n === 1) return [0, 0];
  let best: number[] | null = null;
  // Without a depot any stop may start: try a few starts (all of them for small routes).
  const starts = hasDepot ? [0] : startCandidates(n);
  for (const start of starts) {
    const route = improve(matrix, nearestNeighbour(matrix, start, hasDepot), hasDepot);
    if (!best || routeLength(matrix, route) < routeLength(matrix, best) - 1e-9) best = route;
  }
  return best!;
}

function startCandidates(n: number): number[] {
  if (n <= 12) return Array.from({ length: n }, (_, i) => i);
  // Spread over the stops: a handful of starts keeps large routes fast.
  const count = n <= 200 ? 4 : 2;
  return Array.from({ length: count }, (_, i) => Math.floor((i * n) / count));
}

function nearestNeighbour(matrix: DistanceMatrix, start: number, closed: boolean): number[] {
  const n = matrix.length;
  const visited = new Uint8Array(n);
  const route = [start];
  visited[start] = 1;
  for (let step = 1; step < n; step += 1) {
    const last = route[route.length - 1];
    let next = -1;
    for (let j = 0; j < n; j += 1) if (!visited[j] && (next < 0 || matrix[last][j] < matrix[last][next])) next = j;
    visited[next] = 1;
    route.push(next);
  }
  if (closed) route.push(start);
  return route;
}

/** 2-opt and Or-opt until neither finds a gain (bounded rounds for very large routes). */
function improve(matrix: DistanceMatrix, route: number[], closed: boolean): number[] {
  const maxRounds = route.length > 500 ? 3 : 50;
  for (let round = 0; round < maxRounds; round += 1) {
    const a = twoOpt(matrix, route, closed);
    const b = orOpt(matrix, route, closed);
    if (!a && !b) break;
  }
  return route;
}

const EPS = 1e-7;

/**
 * Reverses a segment when that shortens the route. For a closed route the first and last
 * positions (the depot) stay put; for an open path either end may move.
 */
function twoOpt(d: DistanceMatrix, route: number[], closed: boolean): boolean {
  let improved = false;
  const last = route.length - 1;
  for (let i = closed ? 1 : 0; i < last; i += 1) {
    for (let k = i + 1; k <= (closed ? last - 1 : last); k += 1) {
      const before = i > 0 ? route[i - 1] : -1;
      const after = k < last ? route[k + 1] : -1;
      const removed = (before >= 0 ? d[before][route[i]] : 0) + (after >= 0 ? d[route[k]][after] : 0);
      const added = (before >= 0 ? d[before][route[k]] : 0) + (after >= 0 ? d[route[i]][after] : 0);
      if (added < removed - EPS) {
        reverse(route, i, k);
        improved = true;
      }
    }
  }
  return improved;
}

function reverse(route: number[], i: number, k: number) {
  while (i < k) {
    [route[i], route[k]] = [route[k], route[i]];
    i += 1;
    k -= 1;
  }
}

/** Moves a run of 1 to 3 stops (either way round) to a better place in the route. */
function orOpt(d: DistanceMatrix, route: number[], closed: boolean): boolean {
  let improved = false;
  for (let length = 1; length <= 3; length += 1) {
    let i = closed ? 1 : 0;
    while (i + length - 1 <= route.length - (closed ? 2 : 1)) {
      if (moveSegment(d, route, i, length, closed)) improved = true;
      else i += 1;
    }
  }
  return improved;
}

const cost = (d: DistanceMatrix, a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? 0 : d[a][b];

/** Tries to move route[i..i+length-1] elsewhere; applies the best gain and answers whether it moved. */
function moveSegment(d: DistanceMatrix, route: number[], i: number, length: number, closed: boolean): boolean {
  const j = i + length - 1;
  const first = route[i];
  const lastStop = route[j];
  const before = route[i - 1];
  const after = route[j + 1];
  const removal = cost(d, before, first) + cost(d, lastStop, after) - cost(d, before, after);
  const rest = [...route.slice(0, i), ...route.slice(j + 1)];
  let bestGain = EPS;
  let bestAt = -1;
  let bestReversed = false;
  // Insert between rest[p-1] and rest[p]; p from 0 (front) to rest.length (end) for open paths.
  const from = closed ? 1 : 0;
  const to = closed ? rest.length - 1 : rest.length;
  for (let p = from; p <= to; p += 1) {
    if (p === i) continue; // its own place
    const left = rest[p - 1];
    const right = rest[p];
    const base = cost(d, left, right);
    const forward = cost(d, left, first) + cost(d, lastStop, right) - base;
    const backward = cost(d, left, lastStop) + cost(d, first, right) - base;
    if (removal - forward > bestGain) {
      bestGain = removal - forward;
      bestAt = p;
      bestReversed = false;
    }
    if (length > 1 && removal - backward > bestGain) {
      bestGain = removal - backward;
      bestAt = p;
      bestReversed = true;
    }
  }
  if (bestAt < 0) return false;
  const segment = route.slice(i, j + 1);
  if (bestReversed) segment.reverse();
  route.splice(0, route.length, ...rest.slice(0, bestAt), ...segment, ...rest.slice(bestAt));
  return true;
}

/** Average road speed for an estimate from great-circle kilometres (roads wind: a detour factor). */
const ESTIMATE_KMH = 50;
const DETOUR_FACTOR = 1.3;

/** Driving minutes for a route length: road metres as they are, great-circle metres with the detour factor. */
export function drivingMinutes(metres: number, road: boolean): number {
  const km = (metres / 1000) * (road ? 1 : DETOUR_FACTOR);
  return Math.round((km / ESTIMATE_KMH) * 60);
}

/**
 * The optimum of a small problem (Held-Karp dynamic programming over subsets, exact), for tests
 * and benchmarks that measure how far shortRoute is from it.
 */
export function optimalLength({ matrix, hasDepot }: RouteProblem): number {
  const stops = Array.from({ length: matrix.length }, (_, i) => i).filter((i) => !hasDepot || i !== 0);
  const n = stops.length;
  if (n === 0) return 0;
  const full = (1 << n) - 1;
  // best[mask][j]: shortest path visiting the stops in mask, ending at stops[j].
  const best = Array.from({ length: 1 << n }, () => new Float64Array(n).fill(Infinity));
  for (let j = 0; j < n; j += 1) best[1 << j][j] = hasDepot ? matrix[0][stops[j]] : 0;
  for (let mask = 1; mask <= full; mask += 1) {
    for (let j = 0; j < n; j += 1) {
      const here = best[mask][j];
      if (!(mask & (1 << j)) || here === Infinity) continue;
      for (let k = 0; k < n; k += 1) {
        if (mask & (1 << k)) continue;
        const next = mask | (1 << k);
        const length = here + matrix[stops[j]][stops[k]];
        if (length < best[next][k]) best[next][k] = length;
      }
    }
  }
  let answer = Infinity;
  for (let j = 0; j < n; j += 1) answer = Math.min(answer, best[full][j] + (hasDepot ? matrix[stops[j]][0] : 0));
  return answer;
}
