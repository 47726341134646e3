import { describe, expect, it } from 'vitest';
import { validate } from './common';
import {
  ContactSchema,
  CreateUserSchema,
  DrumSpecSchema,
  ImportedUserSchema,
  TransportCompanySchema,
  ZoneSchema,
} from './masterData';

const point = (i: number) => ({ lat: 59 + i / 100, lng: 18 });

describe('ZoneSchema', () => {
  it('defaults the zone number to 1', () => {
    const square = [point(1), { lat: 59.01, lng: 18.1 }, { lat: 59.1, lng: 18.1 }, { lat: 59.1, lng: 18 }];
    expect(validate(ZoneSchema, { name: ' North ', boundary: square })).toEqual({
      ok: true,
      data: { zoneNumber: 1, name: 'North', boundary: square },
    });
  });
  it.each([
    ['no boundary', undefined],
    ['a null boundary', null],
    ['an empty boundary', []],
    ['a boundary of two points (clicks on the zoom control)', [point(1), point(2)]],
    ['a boundary of three points', [point(1), point(2), point(3)]],
  ])('refuses a zone with %s (a zone without a polygon hides work)', (_name, boundary) => {
    const result = validate(ZoneSchema, { name: 'N', boundary });
    expect(result).toEqual({
      ok: false,
      issues: [{ field: 'boundary', message: 'At least 4 points required for a zone' }],
    });
  });
  it.each([
    [{ name: 'N', zoneNumber: 1.5 }, 'Zone number must be a positive integer'],
    [{ name: 'N', boundary: [point(1), point(2)] }, 'At least 4 points required for a zone'],
    [{ name: 'N', boundary: Array.from({ length: 21 }, (_, i) => point(i)) }, 'Maximum 20 points allowed for a zone'],
    [
      { name: 'N', boundary: [point(1), point(2), point(3), { lat: 91, lng: 0 }] },
      'Each point needs a latitude between -90 and 90 and a longitude between -180 and 180',
    ],
  ])('refuses %j', (input, message) => {
    const result = validate(ZoneSchema, input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0].message).toBe(message);
  });
});

describe('company and contact rules', () => {
  it('transport company: org number format, blank email allowed', () => {
    expect(validate(TransportCompanySchema, { name: 'H', organizationNumber: '123456-7890', email: '' })).toMatchObject(
      { ok: true, data: { email: null } },
    );
    expect(validate(TransportCompanySchema, { name: 'H', organizationNumber: '123456-789' })).toMatchObject({
      ok: false,
      issues: [{ field: 'organizationNumber', message: 'Organization number must be in format xxxxxx-xxxx' }],
    });
  });
  it('contact: phone has no format check', () => {
    expect(validate(ContactSchema, { name: 'Dan', phone: 'call reception' })).toMatchObject({ ok: true });
  });
});

describe('user rules', () => {
  it('keeps a returner company only for returners and a transport company only for transporters', () => {
    const admin = validate(CreateUserSchema, {
      name: 'A',
      email: 'A@X.se',
      password: 'secret',
      role: 'admin',
      returnerCompanyId: 3,
      transportCompanyId: 4,
    });
    expect(admin).toMatchObject({
      ok: true,
      data: { email: 'a@x.se', approved: true, returnerCompanyId: null, transportCompanyId: null },
    });
  });
  it('reads sheet values: yes/no, numeric text', () => {
    const row = validate(ImportedUserSchema, {
      name: 'B',
      email: 'b@x.se',
      approved: 'no',
      active: 'TRUE',
      returnerCompanyId: '7',
    });
    expect(row).toMatchObject({ ok: true, data: { approved: false, active: true, returnerCompanyId: 7 } });
  });
});

describe('DrumSpecSchema', () => {
  it('leaves empty numbers empty, reads numeric text, defaults availableFor', () => {
    expect(validate(DrumSpecSchema, { name: 'K', drumTypeId: '2', weight: '', buybackPrice: '12.5' })).toMatchObject({
      ok: true,
      data: { drumTypeId: 2, weight: null, buybackPrice: 12.5, availableFor: 'returner' },
    });
  });
  it('refuses text where a number belongs with the field message', () => {
    expect(validate(DrumSpecSchema, { name: 'K', drumTypeId: 2, weight: 'heavy' })).toMatchObject({
      ok: false,
      issues: [{ field: 'weight', message: 'Weight must be positive' }],
    });
  });
});
