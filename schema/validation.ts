import type { z } from 'zod';
import { validate } from '../domain/validation/common';
import { ValidationError } from '../domain/errors';

/** Validates with a domain rule; bad input becomes the typed ValidationError result. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = validate(schema, input);
  if (!result.ok) throw new ValidationError(result.issues);
  return result.data;
}
