import { describe, expect, it } from 'vitest';
import { greatCircleMatrix, greatCircleMetres, optimalLength, routeLength, shortRoute, type Point } from './routing';

/** A deterministic generator, so a failing instance can be reproduced. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pointsAround = (next: () => number, count: number): Point[] =>
  Array.from({ length: count }, () => ({ lat: 59 + next() * 0.8, lng: 17.5 + next() * 1.5 }));

describe('greatCircleMetres', () => {
  it('measures Stockholm to Uppsala as about 64 km', () => {
    const km = greatCircleMetres({ lat: 59.3293, lng: 18.0686 }, { lat: 59.8586, lng: 17.6389 }) / 1000;
    expect(km).toBeGreaterThan(63);
    expect(km).toBeLessThan(66);
  });
});

describe('shortRoute', () => {
  it('visits every stop once, from and back to the depot', () => {
    const matrix = greatCircleMatrix(pointsAround(random(7), 12));
    const route = shortRoute({ matrix, hasDepot: true });
    expect(route[0]).toBe(0);
    expect(route.at(-1)).toBe(0);
    expect([...route.slice(1, -1)].sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    const open = shortRoute({ matrix, hasDepot: false });
    expect([...open].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('drives along a line in order, not back and forth', () => {
    const line = [0, 3, 1, 4, 2].map((i) => ({ lat: 59, lng: 17 + i * 0.1 }));
    const route = shortRoute({ matrix: greatCircleMatrix(line), hasDepot: false });
    const lngs = route.map((i) => line[i].lng);
    const ascending = [...lngs].sort((a, b) => a - b);
    expect(lngs.join() === ascending.join() || lngs.join() === [...ascending].reverse().join()).toBe(true);
  });

  it('is within 2% of the optimum on average and 10% on every one of 1,000 instances of 4 to 9 stops', () => {
    const next = random(2026);
    const ratios: number[] = [];
    for (let instance = 0; instance < 1000; instance += 1) {
      const stops = 4 + Math.floor(next() * 6);
      const hasDepot = instance % 2 === 0;
      const matrix = greatCircleMatrix(pointsAround(next, stops + (hasDepot ? 1 : 0)));
      const problem = { matrix, hasDepot };
      const found = routeLength(matrix, shortRoute(problem));
      ratios.push(found / optimalLength(problem));
    }
    const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(mean).toBeLessThan(1.02);
    expect(Math.max(...ratios)).toBeLessThan(1.1);
  });
});
