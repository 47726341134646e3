import {
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLInputType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
} from 'graphql';
import { withShortEchoes } from '../../domain/echo';
import { isDatabaseUnavailable, unavailable } from '../../db/unavailable';
import { AppError } from '../../domain/errors';
import { toFlag } from '../../domain/validation/pickupRequest';
import { schema } from '../../schema';
import { cursorRefusal, openSignedCursors } from '../../schema/cursors';
import { refuseHostileText } from '../../schema/inputGuard';
import type { Context } from '../context';
import { executeOperation } from '../execution/compiledQueries';
import { refuseBeyondTokenPowers } from '../execution/tokenPowers';
import { logRefusal } from '../refusalLog';
import { log } from '../../services/log';
import { translateServerMessage } from '../../services/i18n';
import type { Locale } from '../../domain/i18n/locales';

/** A GraphQL document parsed once, when its route module loads. */
export function gql(source: string): DocumentNode {
  return parse(source);
}

export type OperationOutcome<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * `{error, code}` with the status of the one code-to-status table (HTTP_STATUS). Every REST
 * refusal passes here, so none repeats more than a few dozen characters of the input, and each
 * leaves one line in the log.
 */
export const responseForAppError = (error: AppError, extra: Record<string, unknown> = {}) => {
  if (error.status < 500) logRefusal(error, 'REST');
  return Response.json(
    {
      error: withShortEchoes(error.message),
      code: error.code,
      ...(error.field ? { field: withShortEchoes(error.field) } : {}),
      ...extra,
    },
    {
      status: error.status,
      headers: error.retryAfter !== undefined ? { 'retry-after': String(error.retryAfter) } : undefined,
    },
  );
};

/**
 * A refusal in the caller's language (docs/languages.md): its message translated when the
 * catalogue knows it, its code, field and status as they were. English passes untouched.
 */
export function inCallersLanguage<E extends AppError>(locale: Locale, error: E): E {
  const message = translateServerMessage(locale, error.message);
  if (message === error.message) return error;
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as E, error, { message });
}

/** An unexpected failure: logged here, answered without details. */
export function internalError(what: string, error: unknown): Response {
  log.error({ err: error, what }, `${what} failed`);
  return responseForAppError(new AppError('INTERNAL', 'Internal server error'));
}

/**
 * Runs a GraphQL operation against the same schema and context as /graphql, and turns its
 * refusals into the REST contract: typed ValidationError results answer 400, coded errors
 * answer their status with `{error, code}`, anything unexpected answers 500 without details.
 * REST values are read as the operation's variable types first (see `asVariables`).
 */
export async function runOperation<T>(
  ctx: Context,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<OperationOutcome<T>> {
  // REST reads some text itself (yes/no flags, numbers in forms): the text rule sees it first.
  try {
    refuseBeyondTokenPowers(ctx, document);
    refuseHostileText(variables);
    const opened = await openSignedCursors(schema, ctx.db, document, asVariables(document, variables));
    ({ document } = opened);
    variables = opened.variables ?? {};
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, response: responseForAppError(inCallersLanguage(ctx.locale, error)) };
    throw error;
  }
  const args = { schema, document, contextValue: ctx, variableValues: variables };
  const result = await executeOperation(args, execute);
  // No `data` at all: GraphQL refused the variables before anything ran (a value of the wrong type).
  if (result.errors?.length && !('data' in result)) return { ok: false, response: badVariables(result.errors[0]) };
  if (result.errors?.length) return { ok: false, response: responseForError(result.errors[0], ctx.locale) };
  const data = (result.data ?? {}) as Record<string, unknown>;
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && (value as { __typename?: string }).__typename === 'ValidationError') {
      const { message, issues } = value as { message: string; issues: { field: string; message: string }[] };
      const refusal = new AppError('VALIDATION_ERROR', message);
      return { ok: false, response: responseForAppError(refusal, { issues }) };
    }
  }
  return { ok: true, data: data as T };
}

/** Runs an operation whose REST answer is a sentence (`{message}`), in the caller's language. */
export async function runForMessage(
  ctx: Context,
  document: DocumentNode,
  variables: Record<string, unknown>,
  message: string,
) {
  const result = await runOperation(ctx, document, variables);
  return result.ok ? Response.json({ message: translateServerMessage(ctx.locale, message) }) : result.response;
}

/**
 * GraphQL words a variable of the wrong type as 'Variable "$input" got invalid value 5 at
 * "input.email"; String cannot represent ...': answered as 400 naming the REST field.
 */
function badVariables(error: GraphQLError): Response {
  const path = /at "([^"]+)"/.exec(error.message)?.[1] ?? /Variable "\$(\w+)"/.exec(error.message)?.[1] ?? '';
  const field = path.replace(/^input\./, '');
  const reason = error.message.split('; ').slice(1).join('; ') || error.message;
  return responseForAppError(new AppError('BAD_REQUEST', field ? `${field}: ${reason}` : reason, field || undefined));
}

function responseForError(error: GraphQLError, locale: Locale): Response {
  if (error.originalError instanceof AppError)
    return responseForAppError(inCallersLanguage(locale, error.originalError));
  const refusedCursor = cursorRefusal(error.originalError);
  if (refusedCursor) return responseForAppError(refusedCursor);
  // GraphQL's own refusals: a variable of the wrong type (its original error is the scalar's
  // GraphQLError, 'Int cannot represent ...'), a malformed global id: the caller's mistake.
  if (!error.originalError || error.originalError instanceof GraphQLError)
    return responseForAppError(new AppError('BAD_REQUEST', error.message));
  if (isDatabaseUnavailable(error.originalError)) return responseForAppError(unavailable());
  return internalError('REST operation', error.originalError);
}

/**
 * REST values as the operation's variables. Multipart forms carry only text, and REST callers
 * write yes/no as text too, so a Boolean given as text is read with the domain's `toFlag`, the
 * one rule for flags (POST and PATCH alike). Everything else goes to GraphQL as it came.
 */
function asVariables(document: DocumentNode, variables: Record<string, unknown>): Record<string, unknown> {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return variables;
  const read = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (type && name in read) read[name] = asType(type, read[name]);
  }
  return read;
}

function asType(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return asType(type.ofType, value);
  if (isListType(type)) return Array.isArray(value) ? value.map((item) => asType(type.ofType, item)) : value;
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value) || value instanceof Blob) return value;
    const fields = type.getFields();
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fields[key] ? asType(fields[key].type, item) : item]),
    );
  }
  if (isScalarType(type) && type.name === 'Boolean' && typeof value === 'string') return toFlag(value);
  return value;
}
