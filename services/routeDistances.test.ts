// Road distances from an OSRM-compatible service (ROUTING_URL), and the fall back to great-circle
// distances when it is unset, down or answers nonsense. The service here is a real HTTP server
// speaking OSRM's table protocol, as a routing server would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMatrix } from '../domain/routing';
import { distanceMatrix } from './routeDistances';

const points = [
  { lat: 59.33, lng: 18.07 },
  { lat: 59.86, lng: 17.64 },
  { lat: 59.61, lng: 16.55 },
];

let server: Server;
let url: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const coordinates = decodeURIComponent((request.url ?? '').split('/table/v1/driving/')[1]?.split('?')[0] ?? '');
    const count = coordinates.split(';').length;
    if (request.url?.includes('broken')) {
      response.writeHead(500).end('{}');
      return;
    }
    // Road distance: 1,000 m per index step, null for the pair it cannot route (0 -> 2).
    const distances = Array.from({ length: count }, (_, i) =>
      Array.from({ length: count }, (_, j) => (i === 0 && j === 2 ? null : Math.abs(i - j) * 1000)),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', distances }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('distanceMatrix', () => {
  it('asks the routing service with lng,lat pairs and keeps great-circle for a pair it cannot route', async () => {
    const { matrix, road } = await distanceMatrix(points, url);
    expect(road).toBe(true);
    expect(asked.at(-1)).toBe(
      '/table/v1/driving/18.070000,59.330000;17.640000,59.860000;16.550000,59.610000?annotations=distance',
    );
    expect(matrix[0][1]).toBe(1000);
    expect(matrix[1][2]).toBe(1000);
    expect(matrix[0][2]).toBeCloseTo(greatCircleMatrix(points)[0][2], 3);
  });

  it('falls back to great-circle distances when unset, unreachable or failing', async () => {
    const expected = greatCircleMatrix(points);
    expect(await distanceMatrix(points, undefined)).toEqual({ matrix: expected, road: false });
    expect(await distanceMatrix(points, 'http://127.0.0.1:1')).toEqual({ matrix: expected, road: false });
    expect(await distanceMatrix(points, `${url}/broken`)).toEqual({ matrix: expected, road: false });
  });
});
