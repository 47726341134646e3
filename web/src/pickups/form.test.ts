import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { checkPickupForm, EMPTY_PICKUP_FORM, formValuesOf, type PickupFormValues, pickupInput, sameForm } from './form';
import { returnsSection } from '../../../domain/statusGroups';
import { toGlobalId } from '../relay/globalId';

const filled: PickupFormValues = {
  ...EMPTY_PICKUP_FORM,
  drums: [
    { drumSpecId: toGlobalId('DrumSpec', 7), drumSpecDatabaseId: 7, specName: 'K12', typeName: 'wood', quantity: 3 },
  ],
  address: '  Testgatan 1, Stockholm ',
  latitude: '59.334591',
  longitude: '18.063240',
  supportsForklift: true,
  transporterComments: ' ',
};
const oneNewImage = { existing: 0, added: 1, creating: true };

describe('the pickup request form', () => {
  it('passes a complete form and sends what the mutation takes', () => {
    expect(checkPickupForm(filled, oneNewImage)).toEqual([]);
    expect(pickupInput(filled)).toEqual({
      drums: [{ drumSpecId: toGlobalId('DrumSpec', 7), quantity: 3, drumNumbers: [] }],
      address: 'Testgatan 1, Stockholm',
      latitude: 59.334591,
      longitude: 18.06324,
      hasLoadingCapability: false,
      supportsForklift: true,
      requiresCraneTruck: false,
      transporterComments: null,
    });
  });

  it('lists every problem of an empty form with the spec messages, in the order of the fields', () => {
    expect(
      checkPickupForm(EMPTY_PICKUP_FORM, { existing: 0, added: 0, creating: true }).map((issue) => issue.message),
    ).toEqual([
      'At least one drum type must be added',
      'Address is required',
      'At least one site information option must be selected',
      'Please upload at least one photo',
    ]);
  });

  it('refuses a 501-character comment and a seventh image', () => {
    const messages = checkPickupForm(
      { ...filled, transporterComments: 'x'.repeat(501) },
      { existing: 5, added: 2, creating: false },
    ).map((issue) => issue.message);
    expect(messages).toEqual([
      'Comments must be 500 characters or less',
      'You can upload a maximum of 6 images total. You currently have 5 image(s).',
    ]);
  });

  it('ignores coordinates that are not numeric (both of the pair)', () => {
    expect(checkPickupForm({ ...filled, latitude: 'north', longitude: '18.1' }, oneNewImage)).toEqual([]);
    expect(pickupInput({ ...filled, latitude: 'north', longitude: '18.1' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('counts a changed field as a change', () => {
    expect(sameForm(EMPTY_PICKUP_FORM, { ...EMPTY_PICKUP_FORM })).toBe(true);
    expect(sameForm(EMPTY_PICKUP_FORM, { ...EMPTY_PICKUP_FORM, requiresCraneTruck: true })).toBe(false);
  });
});

describe('editing a stored request (formValuesOf)', () => {
  const stored = {
    databaseId: 12,
    address: 'Testgatan 1, Stockholm',
    drums: [
      {
        drumSpecId: 7,
        drumSpecName: 'K12',
        drumTypeName: 'wood',
        quantity: 3,
        numberedDrums: [
          { number: 'FB1001', registered: true },
          { number: 'X-9', registered: false },
        ],
      },
    ],
    hasLoadingCapability: true,
    images: [],
    latitude: 59.334591,
    longitude: 18.06324,
    requiresCraneTruck: false,
    supportsForklift: false,
    transporterComments: null,
  };

  it('opens with what was saved, and saving it unchanged sends the same request back', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({
      address: 'Testgatan 1, Stockholm',
      latitude: '59.334591',
      longitude: '18.06324',
      hasLoadingCapability: true,
      transporterComments: '',
    });
    expect(values.drums).toEqual([
      {
        drumSpecId: encodeGlobalID('DrumSpec', '7'),
        drumSpecDatabaseId: 7,
        specName: 'K12',
        typeName: 'wood',
        quantity: 3,
        numbers: [
          { number: 'FB1001', registered: true },
          { number: 'X-9', registered: false },
        ],
      },
    ]);
    expect(values.requestId).toBe(12);
    expect(checkPickupForm(values, { existing: 1, added: 0, creating: false })).toEqual([]);
    // The line's numbers go back with it: an edit that left them out would release those drums.
    expect(pickupInput(values)).toEqual({
      drums: [{ drumSpecId: encodeGlobalID('DrumSpec', '7'), quantity: 3, drumNumbers: ['FB1001', 'X-9'] }],
      address: 'Testgatan 1, Stockholm',
      latitude: 59.334591,
      longitude: 18.06324,
      hasLoadingCapability: true,
      supportsForklift: false,
      requiresCraneTruck: false,
      transporterComments: null,
    });
  });

  it('shows a request saved without a map point with empty coordinates', () => {
    expect(formValuesOf({ ...stored, latitude: null, longitude: undefined })).toMatchObject({
      latitude: '',
      longitude: '',
    });
  });

  it('is not dirty when opened twice on the same request, and is once a quantity changes', () => {
    const opened = formValuesOf(stored);
    expect(sameForm(opened, formValuesOf(stored))).toBe(true);
    expect(sameForm(opened, { ...opened, drums: [{ ...opened.drums[0], quantity: 4 }] })).toBe(false);
  });

  it('refuses more drum numbers than drums on a line, naming the line', () => {
    const opened = formValuesOf(stored);
    const issues = checkPickupForm(
      { ...opened, drums: [{ ...opened.drums[0], quantity: 1 }] },
      { existing: 1, added: 0, creating: false },
    );
    expect(issues).toContainEqual({
      field: 'drums.0.drumNumbers',
      message: 'More drum numbers than drums on this line',
    });
  });
});

describe('My Returns sections', () => {
  it('puts drafts, submitted and scheduled requests in their sections and collected ones on Completed', () => {
    expect(returnsSection('draft', null)).toBe('drafts');
    expect(returnsSection('ready_for_pickup', null)).toBe('submitted');
    expect(returnsSection('ready_for_pickup', '2026-12-01T08:00:00.000Z')).toBe('scheduled');
    expect(returnsSection('pickup_scheduled', '2026-12-01T08:00:00.000Z')).toBe('scheduled');
    expect(returnsSection('collected', '2026-12-01T08:00:00.000Z')).toBe('completed');
    expect(returnsSection('cancelled', null)).toBe('hidden');
  });
});
