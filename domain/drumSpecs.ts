import type { Role } from './statuses';

export type DrumSpecAudience = 'returner' | 'admin';

/**
 * docs/specification.md section 6: drum specs can be limited to admins via availableFor. Everyone approved
 * sees the returner ones; admin ones only admins.
 */
export function isDrumSpecAvailableTo(role: Role, spec: { availableFor: string }): boolean {
  return role === 'admin' || spec.availableFor === 'returner';
}

/** The availableFor values a role may list (the SQL filter of the same rule). */
export function drumSpecAudiencesFor(role: Role): DrumSpecAudience[] {
  return role === 'admin' ? ['returner', 'admin'] : ['returner'];
}

/**
 * docs/specification.md sections 3 and 9: the 80% buyback price defaults to 80% of the 100% price. Computed
 * in whole cents so the server and the form agree to the cent (null without a full price).
 */
export function defaultBuybackPrice80(buybackPrice: number | null): number | null {
  if (buybackPrice === null || !Number.isFinite(buybackPrice)) return null;
  return defaultBuyback80Cents(Math.round(buybackPrice * 100)) / 100;
}

/** The one 80% rule, in cents: the form's default, the stored default and every credit use it. */
export function defaultBuyback80Cents(buybackCents: number): number {
  return Math.round(buybackCents * 0.8);
}

/** The stored 80% price, else the default from the full price. */
export function effectiveBuybackPrice80(spec: {
  buybackPrice: number | null;
  buybackPrice80: number | null;
}): number | null {
  return spec.buybackPrice80 ?? defaultBuybackPrice80(spec.buybackPrice);
}
