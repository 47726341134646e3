// The one input layer every API call passes, whatever the transport (GraphQL over HTTP, graphql-ws,
// server-sent events, and REST, which runs the same schema): before a root field resolves, every
// text its arguments carry is checked by the domain's text rule (domain/validation/text.ts).
// A refusal is a 400 naming the field, and nothing has run, so nothing is stored.
import { type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { PothosValidationError } from '@pothos/core';
import { AppError, notFound } from '../domain/errors';
import { textFault } from '../domain/validation/text';

/** Wraps the resolvers (and subscribers) of the root fields of `schema` with the text check. */
export function guardRootInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.resolve) field.resolve = checkedFirst(field.resolve);
      if (field.subscribe) field.subscribe = checkedFirst(field.subscribe);
    }
  }
  return schema;
}

function checkedFirst<S, C>(resolve: GraphQLFieldResolver<S, C>): GraphQLFieldResolver<S, C> {
  return (source, args, context, info) => {
    refuseHostileText(args);
    try {
      const result = resolve(source, args, context, info);
      return result instanceof Promise ? result.catch(rethrowWrongTypeID) : result;
    } catch (error) {
      return rethrowWrongTypeID(error);
    }
  };
}

/**
 * An ID of another type where a Zone's is expected (say) names no Zone: answered as not found,
 * like a missing one, instead of Pothos's internal validation error (a 500).
 */
function rethrowWrongTypeID(error: unknown): never {
  if (error instanceof PothosValidationError && /^ID: .* is not of type: /.test(error.message)) throw notFound();
  throw error;
}

/** Throws a 400 naming the first text argument that no field of ours may hold. */
export function refuseHostileText(args: Record<string, unknown>): void {
  const fault = findTextFault(args, []);
  if (!fault) return;
  const field = fieldName(fault.path);
  throw new AppError('VALIDATION_ERROR', `${field}: ${fault.message}`, field);
}

type Fault = { path: (string | number)[]; message: string };

/**
 * A file sent as base64 text (importExcel's contentBase64) is as long as the file: the body limit
 * bounds it, and the base64 alphabet holds neither NUL nor surrogates.
 */
const FILE_AS_TEXT = new Set(['contentBase64']);

function findTextFault(value: unknown, path: (string | number)[]): Fault | null {
  if (typeof value === 'string') {
    const message =
      FILE_AS_TEXT.has(String(path.at(-1))) && /^[A-Za-z0-9+/=\s]*$/.test(value) ? null : textFault(value);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const fault = findTextFault(item, [...path, index]);
      if (fault) return fault;
    }
    return null;
  }
  // Input objects are plain objects; uploaded files and parsed dates are checked by their own rules.
  if (value && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const fault = findTextFault(item, [...path, key]);
      if (fault) return fault;
    }
  }
  return null;
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Mutations take one `input`; its fields are what a form or a REST body calls them. */
const fieldName = (path: (string | number)[]) =>
  (path[0] === 'input' && path.length > 1 ? path.slice(1) : path).join('.');
