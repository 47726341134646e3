import { inLanguage } from '../i18n';
import { useCallback } from 'react';
import { type UseMutationConfig, useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater, UploadableMap } from 'relay-runtime';

type Options<T extends MutationParameters> = {
  updater?: SelectorStoreUpdater<T['response']>;
};

/**
 * useMutation as a promise: resolves with the payload, rejects with a RequestError
 * (web/src/relay/errors.ts), so a form reads top-down with try/catch.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  options: Options<T> = {},
) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const { updater } = options;
  const run = useCallback(
    (variables: T['variables'], uploadables?: UploadableMap) =>
      new Promise<T['response']>((resolve, reject) => {
        const config: UseMutationConfig<T> = {
          variables,
          uploadables,
          updater,
          onCompleted: (response, errors) => {
            if (errors?.length && !response) reject(new Error(errors[0].message));
            else resolve(response);
          },
          onError: reject,
        };
        commit(config);
      }),
    [commit, updater],
  );
  return [run, inFlight] as const;
}

/** The field messages of a ValidationError result, keyed by field. */
export function fieldErrors(
  issues: ReadonlyArray<{ readonly field: string; readonly message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  // The form's own checks write English; the server's answers come in the reader's language.
  for (const issue of issues) errors[issue.field] ??= inLanguage(issue.message);
  return errors;
}
