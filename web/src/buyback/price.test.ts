import { describe, expect, it } from 'vitest';
import { priceText } from './price';

// The drum price list and the admin's specifications show buyback prices kept in currency units.
describe('priceText', () => {
  it('shows a price of 1234.5 as $1,234.50', () => {
    expect(priceText(1234.5, 'USD')).toBe('$1,234.50');
  });

  it('shows whole amounts with their cents, and a free drum as $0.00 rather than nothing', () => {
    expect(priceText(12, 'USD')).toBe('$12.00');
    expect(priceText(0, 'USD')).toBe('$0.00');
  });

  it('rounds to the cent as credits are counted', () => {
    expect(priceText(0.125, 'USD')).toBe('$0.13');
    expect(priceText(19.994, 'USD')).toBe('$19.99');
  });

  it("shows the server's currency, not dollars", () => {
    expect(priceText(1234.5, 'SEK')).toBe('SEK\u00a01,234.50'); // Intl puts a no-break space after the code
    expect(priceText(10, 'EUR')).toBe('€10.00');
  });

  it("shows '-' where a specification has no price", () => {
    expect(priceText(null, 'USD')).toBe('-');
    expect(priceText(undefined, 'USD')).toBe('-');
  });
});
