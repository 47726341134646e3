import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving, newRequestIsDirty } from './leaveGuard';
import { EMPTY_PICKUP_FORM } from './form';

// Leaving Create Pickup Request with something typed or attached asks 'Unsaved Changes'.
describe('the unsaved-changes guard', () => {
  it('lets a returner leave an untouched form without asking', () => {
    expect(newRequestIsDirty(EMPTY_PICKUP_FORM, 0)).toBe(false);
  });

  it('holds a form with an address typed, a box ticked or a drum added', () => {
    expect(newRequestIsDirty({ ...EMPTY_PICKUP_FORM, address: 'Storgatan 1' }, 0)).toBe(true);
    expect(newRequestIsDirty({ ...EMPTY_PICKUP_FORM, supportsForklift: true }, 0)).toBe(true);
    const drum = { drumSpecId: 'x', drumSpecDatabaseId: 1, specName: 'K12', typeName: 'wood', quantity: 1 };
    expect(newRequestIsDirty({ ...EMPTY_PICKUP_FORM, drums: [drum] }, 0)).toBe(true);
  });

  it('holds a form whose only change is an attached photo', () => {
    expect(newRequestIsDirty(EMPTY_PICKUP_FORM, 1)).toBe(true);
  });

  it('asks when going to another page with unsaved changes', () => {
    expect(asksBeforeLeaving({ pathname: '/pickup-request' }, { pathname: '/returns' }, () => true)).toBe(true);
  });

  it('does not ask for a change of the query string on the same page', () => {
    expect(asksBeforeLeaving({ pathname: '/pickup-request' }, { pathname: '/pickup-request' }, () => true)).toBe(false);
  });

  it('does not ask once nothing is unsaved (a save that navigates away)', () => {
    expect(asksBeforeLeaving({ pathname: '/pickup-request' }, { pathname: '/returns' }, () => false)).toBe(false);
  });

  it('reads whether something is unsaved when the navigation starts, not before', () => {
    let saved = false;
    const unsaved = () => !saved;
    saved = true;
    expect(asksBeforeLeaving({ pathname: '/pickup-request' }, { pathname: '/returns' }, unsaved)).toBe(false);
  });
});
