import { describe, expect, it } from 'vitest';
import { validate } from './common';
import { imageCountIssue, PICKUP_MESSAGES, PickupRequestDetailsSchema, toCoordinate } from './pickupRequest';

const valid = {
  drums: [{ drumSpecId: 1, quantity: 2 }],
  address: ' Storgatan 1, Stockholm ',
  latitude: 59.33,
  longitude: 18.07,
  hasLoadingCapability: true,
  supportsForklift: false,
  requiresCraneTruck: false,
  transporterComments: '  Gate code 1234 ',
};

const firstMessage = (input: Record<string, unknown>) => {
  const result = validate(PickupRequestDetailsSchema, { ...valid, ...input });
  return result.ok ? null : result.issues[0];
};

describe('pickup request validation', () => {
  it('accepts a complete request and trims text', () => {
    const result = validate(PickupRequestDetailsSchema, valid);
    expect(result).toMatchObject({
      ok: true,
      data: { address: 'Storgatan 1, Stockholm', transporterComments: 'Gate code 1234', latitude: 59.33 },
    });
  });

  it('reads absent coordinates and flags as none, not as a refusal', () => {
    const { latitude: _lat, longitude: _lng, supportsForklift: _f, requiresCraneTruck: _c, ...rest } = valid;
    const result = validate(PickupRequestDetailsSchema, rest);
    expect(result).toMatchObject({
      ok: true,
      data: { latitude: null, longitude: null, hasLoadingCapability: true, supportsForklift: false },
    });
  });

  it('answers each rule with the spec’s message', () => {
    expect(firstMessage({ drums: [] })).toEqual({ field: 'drums', message: PICKUP_MESSAGES.noDrums });
    expect(firstMessage({ drums: undefined })?.message).toBe(PICKUP_MESSAGES.noDrums);
    expect(firstMessage({ drums: [{ quantity: 1 }] })).toEqual({
      field: 'drums.0.drumSpecId',
      message: 'Please select a drum type',
    });
    expect(firstMessage({ drums: [{ drumSpecId: 1, quantity: 0 }] })?.message).toBe('Quantity must be at least 1');
    expect(firstMessage({ drums: [{ drumSpecId: 1, quantity: 1.5 }] })?.message).toBe('Invalid quantity');
    expect(firstMessage({ drums: [{ drumSpecId: 1, quantity: 'abc' }] })?.message).toBe('Invalid quantity');
    expect(firstMessage({ drums: [{ drumSpecId: 1, quantity: '-1' }] })?.message).toBe('Invalid quantity');
    expect(firstMessage({ address: '   ' })).toEqual({ field: 'address', message: 'Address is required' });
    expect(firstMessage({ hasLoadingCapability: false })).toEqual({
      field: 'siteInformation',
      message: 'At least one site information option must be selected',
    });
    expect(firstMessage({ transporterComments: 'x'.repeat(501) })?.message).toBe(
      'Comments must be 500 characters or less',
    );
    expect(firstMessage({ transporterComments: 'x'.repeat(500) })).toBeNull();
  });

  it('reads multipart text: digits, flags', () => {
    const result = validate(PickupRequestDetailsSchema, {
      ...valid,
      drums: [{ drumSpecId: '3', quantity: '4' }],
      hasLoadingCapability: 'false',
      requiresCraneTruck: 'true',
      latitude: '59.5',
      longitude: '18',
    });
    expect(result).toMatchObject({
      ok: true,
      data: {
        drums: [{ drumSpecId: 3, quantity: 4 }],
        hasLoadingCapability: false,
        requiresCraneTruck: true,
        latitude: 59.5,
        longitude: 18,
      },
    });
  });

  it('ignores non-numeric coordinates, and both when one is unusable', () => {
    const result = validate(PickupRequestDetailsSchema, { ...valid, latitude: 'abc', longitude: 18 });
    expect(result).toMatchObject({ ok: true, data: { latitude: null, longitude: null } });
    expect(toCoordinate('91', 90)).toBeNull();
    expect(toCoordinate(' -33.5 ', 90)).toBe(-33.5);
    expect(toCoordinate(Number.NaN, 90)).toBeNull();
    expect(toCoordinate('1e3', 180)).toBeNull();
  });

  it('refuses numbers past the poles or the date line instead of dropping them', () => {
    expect(firstMessage({ latitude: 1e308 })).toEqual({
      field: 'latitude',
      message: 'Latitude must be between -90 and 90',
    });
    expect(firstMessage({ latitude: '-90.5' })).toEqual({
      field: 'latitude',
      message: 'Latitude must be between -90 and 90',
    });
    expect(firstMessage({ longitude: 180.01 })).toEqual({
      field: 'longitude',
      message: 'Longitude must be between -180 and 180',
    });
    expect(firstMessage({ latitude: -90, longitude: 180 })).toBeNull();
  });

  it('counts images: one to six in total', () => {
    expect(imageCountIssue(0, 0, true)).toBe('Please upload at least one photo');
    expect(imageCountIssue(0, 7, true)).toBe('You can upload a maximum of 6 images in total');
    expect(imageCountIssue(0, 6, true)).toBeNull();
    expect(imageCountIssue(6, 1)).toBe('You can upload a maximum of 6 images total. You currently have 6 image(s).');
    expect(imageCountIssue(5, 1)).toBeNull();
  });
});

describe('left-out keys', () => {
  it("reads missing coordinates and flags as absent, and a drum line's missing keys with the spec's words (never zod's)", () => {
    const { latitude: _lat, longitude: _lng, supportsForklift: _f, requiresCraneTruck: _c, ...rest } = valid;
    const result = validate(PickupRequestDetailsSchema, rest);
    expect(result.ok && result.data).toMatchObject({ latitude: null, longitude: null, supportsForklift: false });
    const line = validate(PickupRequestDetailsSchema, { ...valid, drums: [{}] });
    expect(line.ok ? [] : line.issues.map((issue) => issue.message)).toEqual([
      PICKUP_MESSAGES.drumTypeRequired,
      PICKUP_MESSAGES.quantityInvalid,
    ]);
  });
});
