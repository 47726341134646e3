import { describe, expect, it } from 'vitest';
import { boundaryCrossesItself, findZoneForPoint, zoneContains, zoneReassignments } from './zones';

// A square around central Stockholm and a concave "L" shape south of it.
const stockholm = [
  { lat: 59.2, lng: 17.9 },
  { lat: 59.2, lng: 18.2 },
  { lat: 59.4, lng: 18.2 },
  { lat: 59.4, lng: 17.9 },
];
const lShape = [
  { lat: 58.0, lng: 17.0 },
  { lat: 58.0, lng: 18.0 },
  { lat: 58.2, lng: 18.0 },
  { lat: 58.2, lng: 17.2 },
  { lat: 58.6, lng: 17.2 },
  { lat: 58.6, lng: 17.0 },
];

describe('findZoneForPoint', () => {
  const zones = [
    { id: 1, zoneNumber: 1, name: 'Stockholm', boundary: stockholm },
    { id: 2, zoneNumber: 2, name: 'South', boundary: lShape },
    { id: 3, zoneNumber: 3, name: 'Undrawn', boundary: null },
  ];

  it.each([
    ['inside the square', 59.33, 18.07, 'Stockholm'],
    ['inside the L foot', 58.1, 17.5, 'South'],
    ['in the L notch (concave part)', 58.4, 17.6, null],
    ['far away', 40, 2, null],
    ['on an edge', 59.2, 18.0, 'Stockholm'],
  ])('%s', (_label, lat, lng, expected) => {
    expect(findZoneForPoint(zones, lat, lng)?.name ?? null).toBe(expected);
  });

  it('answers null for missing or non-numeric coordinates', () => {
    expect(findZoneForPoint(zones, null, 18)).toBeNull();
    expect(findZoneForPoint(zones, 59.3, undefined)).toBeNull();
    expect(findZoneForPoint(zones, Number.NaN, 18)).toBeNull();
  });

  it('picks the lowest zone number where zones overlap, whatever the order', () => {
    const overlapping = [
      { id: 7, zoneNumber: 5, boundary: stockholm },
      { id: 9, zoneNumber: 2, boundary: stockholm },
      { id: 8, zoneNumber: 2, boundary: stockholm },
    ];
    expect(findZoneForPoint(overlapping, 59.3, 18)?.id).toBe(8);
    expect(findZoneForPoint([...overlapping].reverse(), 59.3, 18)?.id).toBe(8);
  });

  it('ignores boundaries of fewer than 4 points and accepts an already closed ring', () => {
    expect(zoneContains(stockholm.slice(0, 3), 59.3, 18)).toBe(false);
    expect(zoneContains([...stockholm, stockholm[0]], 59.3, 18)).toBe(true);
  });
});

describe('zoneReassignments', () => {
  it('lists only the items whose zone changes', () => {
    const zones = [{ id: 1, boundary: stockholm }];
    const items = [
      { id: 10, latitude: 59.3, longitude: 18, zoneId: null }, // now inside
      { id: 11, latitude: 59.3, longitude: 18, zoneId: 1 }, // unchanged
      { id: 12, latitude: 50, longitude: 10, zoneId: 1 }, // now outside
      { id: 13, latitude: null, longitude: null, zoneId: null }, // unchanged
    ];
    expect(zoneReassignments(zones, items)).toEqual([
      { id: 10, zoneId: 1 },
      { id: 12, zoneId: null },
    ]);
  });
});

describe('boundaryCrossesItself', () => {
  const square = [
    { lat: 59, lng: 18 },
    { lat: 59, lng: 18.1 },
    { lat: 59.1, lng: 18.1 },
    { lat: 59.1, lng: 18 },
  ];
  it('accepts a square drawn corner after corner', () => {
    expect(boundaryCrossesItself(square)).toBe(false);
  });
  it('refuses a bow-tie: the same corners with two swapped', () => {
    expect(boundaryCrossesItself([square[0], square[2], square[1], square[3]])).toBe(true);
  });
});
