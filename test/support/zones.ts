// A zone's boundary for tests: a zone needs one, 4 points around (lat, lng).

export const squareAround = (lat: number, lng: number, half = 0.1) => [
  { lat: lat - half, lng: lng - half },
  { lat: lat - half, lng: lng + half },
  { lat: lat + half, lng: lng + half },
  { lat: lat + half, lng: lng - half },
];

/** The REST body's `zoneDefinition` of that square. */
export const zoneDefinitionAround = (lat: number, lng: number) => ({
  type: 'polygon' as const,
  coordinates: squareAround(lat, lng),
});
