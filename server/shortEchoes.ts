import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withShortEchoes } from '../domain/echo';

type Result = { errors?: readonly Error[] };

/**
 * GraphQL's own messages repeat what the caller sent, whole and often twice ('Variable "$n" got
 * invalid value "<1 MB>"; Int cannot represent non-integer value: "<1 MB>"', 'Cannot query field
 * "<16 KB>"', 'Invalid global ID: <1 MB>'). Every error message that leaves /graphql is cut
 * by withShortEchoes: over HTTP once the answer is final (after masking, whatever stage refused
 * the call), and over graphql-ws, which answers without yoga's result processing, as each
 * execution ends.
 */
export function shortenEchoes(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (isResult(result) && result.errors?.length) setResult(shortened(result) as never);
      },
    }),
    onResultProcess: ({ result, setResult }) => {
      if (Array.isArray(result)) setResult(result.map((one) => shortened(one)) as never);
      else if (isResult(result)) setResult(shortened(result) as never);
    },
  };
}

const isResult = (value: unknown): value is Result =>
  !!value && typeof value === 'object' && !(Symbol.asyncIterator in value);

function shortened<R extends Result>(result: R): R {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map(withShortMessage) };
}

function withShortMessage(error: Error): Error {
  const message = withShortEchoes(error.message);
  if (message === error.message) return error;
  if (!(error instanceof GraphQLError)) return Object.assign(new Error(message), { name: error.name });
  return reworded(error, message);
}

/** The same GraphQL error (where, path, cause, extensions) with another message. */
export function reworded(error: GraphQLError, message: string, originalError = error.originalError): GraphQLError {
  const { nodes, source, positions, path, extensions } = error;
  return new GraphQLError(message, { nodes, source, positions, path, originalError, extensions });
}
