import { describe, expect, it } from 'vitest';
import { preferredLocale } from './locales';

describe('preferredLocale', () => {
  it('takes the best ranked language we speak, by quality then order', () => {
    expect(preferredLocale('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(preferredLocale('de-DE, en;q=0.5, sv;q=0.7')).toBe('sv');
    expect(preferredLocale('en-GB,sv')).toBe('en');
    expect(preferredLocale(['fi-FI', 'sv-FI', 'en'])).toBe('sv');
  });

  it('is null for none of ours, an empty header or a refused one (q=0)', () => {
    expect(preferredLocale('de, fr;q=0.8')).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('sv;q=0')).toBeNull();
  });
});
