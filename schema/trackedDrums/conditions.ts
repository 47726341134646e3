// The conditions a collector records per tracked drum, as GraphQL names them (stored in snake case).
import { DRUM_CONDITIONS } from '../../domain/validation/trackedDrums';
import { builder } from '../builder';

const CONDITION_VALUES = {
  full: 'FULL',
  minor_damage: 'MINOR_DAMAGE',
  scrap: 'SCRAP',
  missing: 'MISSING',
} as const;

export const DrumCondition = builder.enumType('DrumCondition', {
  description: 'The condition a collector found a tracked drum in.',
  values: Object.fromEntries(
    DRUM_CONDITIONS.map((condition) => [
      condition,
      { description: `Found ${condition.toLowerCase().replace('_', ' ')}.` },
    ]),
  ) as Record<(typeof DRUM_CONDITIONS)[number], { description: string }>,
});

/** A stored condition as the enum's value (stored in snake case, answered as GraphQL's names). */
export const conditionValue = (condition: string | null) =>
  condition === null ? null : CONDITION_VALUES[condition as keyof typeof CONDITION_VALUES];
