// How input is checked and how bad input is answered: the domain's zod rules, and the
// ValidationError result type that every field with `errors: {}` adds (builder.ts).
import type { z } from 'zod';
import { AppError, ValidationError } from '../domain/errors';
import { validate } from '../domain/validation/common';

export { parseInput, parseUpdate } from '../domain/validation/parse';
import { builder } from './builder';
import { translateServerMessage } from '../services/i18n';

/**
 * Validates a query's arguments with a domain rule (a list's filters): a query has no result type
 * for bad input, so the first refused argument is a 400 naming it (REST answers the same).
 */
export function parseArguments<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = validate(schema, input);
  if (result.ok) return result.data;
  const [issue] = result.issues;
  throw new AppError('BAD_REQUEST', issue.message, issue.field);
}

/**
 * Inputs name other records by global ID (`t.globalID({ for: Node })`, which decodes the database
 * id); the domain rules check that id. null clears the reference, undefined keeps it.
 */
export const databaseId = <Id>(ref: { id: Id } | null | undefined): Id | null | undefined => (ref ? ref.id : ref);

/** A decoded global ID's database id for a lookup; one that is not a whole number names no row. */
export const lookupId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

/** GraphQL gives absent optional fields as null or undefined; rules that expect undefined get that. */
export const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

// Messages in the caller's language (docs/languages.md); fields and codes never change with it.
const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'A refusal the caller should show: its message.',
  fields: (t) => ({
    message: t.string({
      description: "What is wrong, for a person to read (in the caller's language).",
      resolve: (error, _args, ctx) => translateServerMessage(ctx.locale, error.message),
    }),
  }),
});

const FieldIssueRef = builder.objectRef<{ field: string; message: string }>('FieldIssue').implement({
  description: 'One invalid field and the message to show for it.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field, e.g. drums.0.quantity.' }),
    message: t.string({
      description: "What is wrong with it (in the caller's language).",
      resolve: (issue, _args, ctx) => translateServerMessage(ctx.locale, issue.message),
    }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'Bad input: each invalid field with the message to show for it. Nothing was changed.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    issues: t.field({
      description: 'Each invalid field and its message.',
      type: [FieldIssueRef],
      resolve: (error) => error.issues,
    }),
  }),
});
