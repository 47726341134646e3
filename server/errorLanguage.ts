import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../domain/errors';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales';
import type { Context } from '../schema/context';
import { translateServerMessage } from '../services/i18n';
import { reworded } from './shortEchoes';

/**
 * A refusal in the language of whoever asked (the context's locale, docs/languages.md): its
 * message translated, its code, field and status as they were. English answers pass untouched.
 */
export function useErrorLanguage(): Plugin<Context> {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        const locale = (args.contextValue as Context).locale;
        if (locale === DEFAULT_LOCALE || !('errors' in result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map((error) => translated(error, locale)) });
      },
    }),
  };
}

function translated(error: GraphQLError, locale: Locale): GraphQLError {
  const message = translateServerMessage(locale, error.message);
  if (message === error.message) return error;
  // The error masking reads an AppError's own message: it carries the translation too.
  const original =
    error.originalError instanceof AppError
      ? Object.assign(
          Object.create(Object.getPrototypeOf(error.originalError) as object) as AppError,
          error.originalError,
          {
            message,
          },
        )
      : error.originalError;
  return reworded(error, message, original);
}
