import { describe, expect, it } from 'vitest';
import { formatNumber, roleLabel, roleTone } from './formatters';

describe('roles as the admin lists show them', () => {
  it('names a role with a capital, as in the Users table', () => {
    expect(roleLabel('returner')).toBe('Returner');
    expect(roleLabel('transporter')).toBe('Transporter');
    expect(roleLabel('admin')).toBe('Admin');
  });

  it('gives admins and transporters their own badge colour, everyone else the plain one', () => {
    expect(roleTone('admin')).toBe('purple');
    expect(roleTone('transporter')).toBe('blue');
    expect(roleTone('returner')).toBe('slate');
    expect(roleTone('pending')).toBe('slate');
  });
});

describe('formatNumber (drum measures)', () => {
  it('shows a measure with its unit', () => {
    expect(formatNumber(120, ' cm')).toBe('120 cm');
    expect(formatNumber(2.5, ' t')).toBe('2.5 t');
  });

  it("shows zero as 0, and a measure not given as '-'", () => {
    expect(formatNumber(0, ' kg')).toBe('0 kg');
    expect(formatNumber(null, ' kg')).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
  });
});
