import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { reworded } from './shortEchoes';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * In production, error messages do not hint at names the schema has: graphql-js suggests field
 * names while validating and enum values while coercing variables ("Did you mean the enum value
 * USERS?"). Both are cut from the messages; the rest of each error stays as it was.
 */
export function hideSuggestions(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map(withoutSuggestion));
      },
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!('errors' in result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
      },
    }),
  };
}

function withoutSuggestion<E extends Error>(error: E): E | GraphQLError {
  const message = error.message.replace(SUGGESTION, '');
  if (message === error.message || !(error instanceof GraphQLError)) return error;
  return reworded(error, message);
}
