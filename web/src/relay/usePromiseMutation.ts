import { inLanguage } from '../i18n';
import { useCallback, useState } from 'react';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater, UploadableMap } from 'relay-runtime';
import { loadRelay } from './loadRelay';
import type { UploadProgress } from './upload';

type Options<T extends MutationParameters> = {
  updater?: SelectorStoreUpdater<T['response']>;
};

/**
 * A mutation as a promise: resolves with the payload, rejects with a RequestError
 * (web/src/relay/errors.ts), so a form reads top-down with try/catch. It commits as react-relay's
 * useMutation does (commitMutation on the app's environment), and needs Relay only once sent: the
 * login form renders before Relay has loaded (relay/loadRelay.ts). `onUploadProgress` hears how
 * far the uploadables have come (relay/environment.ts).
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  options: Options<T> = {},
) {
  const [inFlight, setInFlight] = useState(0);
  const { updater } = options;
  const run = useCallback(
    async (
      variables: T['variables'],
      uploadables?: UploadableMap,
      onUploadProgress?: (progress: UploadProgress) => void,
    ) => {
      setInFlight((count) => count + 1);
      try {
        const [{ environment }, { commitMutation }] = await Promise.all([loadRelay(), import('relay-runtime')]);
        return await new Promise<T['response']>((resolve, reject) => {
          commitMutation<T>(environment, {
            mutation,
            variables,
            uploadables,
            ...(onUploadProgress ? { cacheConfig: { metadata: { onUploadProgress } } } : {}),
            updater,
            onCompleted: (response, errors) => {
              if (errors?.length && !response) reject(new Error(errors[0].message));
              else resolve(response);
            },
            onError: reject,
          });
        });
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [mutation, updater],
  );
  return [run, inFlight > 0] as const;
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
