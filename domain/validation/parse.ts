// Input checked once, at a service's entry: a domain rule's refusal becomes a ValidationError
// naming each field, which GraphQL answers as a typed result and REST as a 400.
import type { z } from 'zod';
import { ValidationError } from '../errors';
import { validate } from './common';

/** Validates with a rule at a service's entry; bad input is a ValidationError naming each field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw new ValidationError(result.issues);
  return result.data;
}

/**
 * For updates: the stored values overlaid with the fields the caller sent, validated by the same
 * rule as a create. `undefined` keeps the stored value, `null` clears it.
 */
export function parseUpdate<T>(schema: z.ZodType<T>, stored: Record<string, unknown>, changes: object): T {
  return parseInput(schema, overlay(stored, changes));
}

function overlay(stored: Record<string, unknown>, changes: object): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined && key !== 'id') merged[key] = value;
  return merged;
}
