// Route ordering (domain/routing.ts): the time to order 50, 200 and 1,000 stops, and
// how far the order is from the optimum on 1,000 small instances (4 to 9 stops, exact optimum by
// Held-Karp). Baseline in the same run: the nearest-neighbour order alone (what a hand-written
// greedy route gives), its time and its distance. Target: 200 stops under 200 ms.
// Run: npx tsx bench/routes.ts
import { ratioOf, summaryRow } from './report';
import { performance } from 'node:perf_hooks';
import { greatCircleMatrix, optimalLength, type Point, routeLength, shortRoute } from '../domain/routing';

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(42);
const points = (count: number): Point[] =>
  Array.from({ length: count }, () => ({ lat: 59 + next() * 0.8, lng: 17.5 + next() * 1.5 }));

/** The greedy baseline: nearest neighbour from the depot, no improvement. */
function greedy(matrix: number[][]): number[] {
  const n = matrix.length;
  const seen = new Uint8Array(n);
  const route = [0];
  seen[0] = 1;
  for (let step = 1; step < n; step += 1) {
    const last = route[route.length - 1];
    let best = -1;
    for (let j = 0; j < n; j += 1) if (!seen[j] && (best < 0 || matrix[last][j] < matrix[last][best])) best = j;
    seen[best] = 1;
    route.push(best);
  }
  route.push(0);
  return route;
}

const rows = [];
for (const stops of [50, 200, 1000]) {
  const matrix = greatCircleMatrix(points(stops + 1));
  const t0 = performance.now();
  const baseline = greedy(matrix);
  const t1 = performance.now();
  const ours = shortRoute({ matrix, hasDepot: true });
  const t2 = performance.now();
  rows.push({
    stops,
    'ms (ours)': (t2 - t1).toFixed(1),
    'ms (nearest neighbour)': (t1 - t0).toFixed(2),
    'km (ours)': (routeLength(matrix, ours) / 1000).toFixed(1),
    'km (nearest neighbour)': (routeLength(matrix, baseline) / 1000).toFixed(1),
  });
}
console.table(rows);

const ratios: number[] = [];
const greedyRatios: number[] = [];
for (let i = 0; i < 1000; i += 1) {
  const matrix = greatCircleMatrix(points(5 + Math.floor(next() * 6)));
  const optimum = optimalLength({ matrix, hasDepot: true });
  ratios.push(routeLength(matrix, shortRoute({ matrix, hasDepot: true })) / optimum);
  greedyRatios.push(routeLength(matrix, greedy(matrix)) / optimum);
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
console.log(
  `1,000 instances of 4 to 9 stops: ours ${((mean(ratios) - 1) * 100).toFixed(2)}% over the optimum on average, ` +
    `${((Math.max(...ratios) - 1) * 100).toFixed(2)}% at worst; nearest neighbour alone ` +
    `${((mean(greedyRatios) - 1) * 100).toFixed(2)}% / ${((Math.max(...greedyRatios) - 1) * 100).toFixed(2)}%`,
);
const slow = rows.find((row) => row.stops === 200)!;
summaryRow({
  figure: 'route of 200 stops: time to order',
  ours: `${slow['ms (ours)']} ms`,
  baseline: '-',
  ratio: '-',
  target: '<= 200 ms',
  met: Number(slow['ms (ours)']) <= 200,
});
summaryRow({
  figure: 'route length over the optimum, 1,000 instances of 4-9 stops (mean)',
  ours: `${((mean(ratios) - 1) * 100).toFixed(2)}%`,
  baseline: `${((mean(greedyRatios) - 1) * 100).toFixed(2)}% (nearest neighbour)`,
  ratio: ratioOf(mean(ratios), mean(greedyRatios)),
  target: 'shorter than nearest neighbour',
  met: mean(ratios) <= mean(greedyRatios),
});
if (Number(slow['ms (ours)']) > 200) {
  console.error('200 stops took more than 200 ms');
  process.exitCode = 1;
}
