import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from './globalId';

// Ids the web app builds must be the very ids the server hands out and reads back: a company's
// calendar feed, an edited request's drums and an admin's URL filters all send one.
describe('toGlobalId', () => {
  it.each([
    ['PickupRequest', 1],
    ['DrumSpec', 7],
    ['ReturnerCompany', 214],
    ['TransportCompany', 2147483647],
    ['Zone', '42'],
  ])('builds the id the server gives %s %s', (typename, id) => {
    expect(toGlobalId(typename, id)).toBe(encodeGlobalID(typename, String(id)));
  });

  it('is read back by the server as the same type and database id', () => {
    expect(decodeGlobalID(toGlobalId('ReturnerCompany', 12))).toEqual({ typename: 'ReturnerCompany', id: '12' });
  });

  it('spells a known id exactly', () => {
    expect(toGlobalId('PickupRequest', 1)).toBe('UGlja3VwUmVxdWVzdDox');
  });

  it('pads as the server does, whatever the length', () => {
    for (const id of ['1', '12', '123', '1234', '12345', '123456'])
      expect(toGlobalId('Zone', id)).toBe(encodeGlobalID('Zone', id));
  });

  it('encodes text beyond Latin-1 as UTF-8, as the server does, instead of throwing', () => {
    expect(toGlobalId('Zone', 'Malmö–1')).toBe(encodeGlobalID('Zone', 'Malmö–1'));
  });
});
