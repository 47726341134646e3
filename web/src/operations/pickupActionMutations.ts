import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { uploadablesAt } from '../relay/environment';
import { RequestError } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { pickupActionMutationsDeleteMutation } from './__generated__/pickupActionMutationsDeleteMutation.graphql';
import type { pickupActionMutationsCollectMutation } from './__generated__/pickupActionMutationsCollectMutation.graphql';
import type { pickupActionMutationsRollbackMutation } from './__generated__/pickupActionMutationsRollbackMutation.graphql';
import type { pickupActionMutationsScheduleMutation } from './__generated__/pickupActionMutationsScheduleMutation.graphql';

// The pickup operations (schema/pickups/transitions.ts). Each answers the request with the
// card's fields (the fragment below), so the card shows its new state at once; lists that it
// leaves or enters follow through the live subscription (usePickupBoard). A refusal
// (ValidationError) rejects like any other error, with the server's message.

graphql`
  fragment pickupActionMutations_outcome on PickupRequestPayload {
    pickupRequest {
      ...OperationsCard_request
    }
  }
`;

// One document each (a document holding all five would exceed the server's cost limit, which
// counts every field before @include is applied), all sharing the outcome fragment.
const clear = graphql`
  mutation pickupActionMutationsClearMutation($input: PickupRequestIdInput!) {
    clearPickupSchedule(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ...pickupActionMutations_outcome @alias
    }
  }
`;
const confirm = graphql`
  mutation pickupActionMutationsConfirmMutation($input: PickupRequestIdInput!) {
    confirmPickup(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ...pickupActionMutations_outcome @alias
    }
  }
`;
const collect = graphql`
  mutation pickupActionMutationsCollectMutation($input: MarkPickupCollectedInput!) {
    markPickupCollected(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ...pickupActionMutations_outcome @alias
    }
  }
`;
const abort = graphql`
  mutation pickupActionMutationsAbortMutation($input: PickupRequestIdInput!) {
    abortPickup(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ...pickupActionMutations_outcome @alias
    }
  }
`;
const cancel = graphql`
  mutation pickupActionMutationsCancelMutation($input: PickupRequestIdInput!) {
    cancelPickupRequest(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ...pickupActionMutations_outcome @alias
    }
  }
`;
const schedule = graphql`
  mutation pickupActionMutationsScheduleMutation($input: SchedulePickupInput!) {
    schedulePickup(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ...pickupActionMutations_outcome @alias
    }
  }
`;
const rollback = graphql`
  mutation pickupActionMutationsRollbackMutation($input: RollbackPickupRequestInput!) {
    rollbackPickupRequest(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ...pickupActionMutations_outcome @alias
    }
  }
`;
const adminDelete = graphql`
  mutation pickupActionMutationsDeleteMutation($input: PickupRequestIdInput!) {
    adminDeletePickupRequest(input: $input) {
      deletedPickupRequestId @deleteRecord
    }
  }
`;

type Outcome =
  | {
      readonly __typename: string;
      readonly message?: string;
      readonly issues?: readonly { readonly field: string; readonly message: string }[];
    }
  | null
  | undefined;

/** A refusal with the server's issues by field (`drums.2.number`), for a dialog to show beside its fields. */
export class RefusedError extends RequestError {
  constructor(
    message: string,
    readonly issues: readonly { readonly field: string; readonly message: string }[],
  ) {
    super(message, 'VALIDATION_ERROR');
  }
}

/** Throws the server's refusal, so a dialog's catch shows it as the failure toast's text. */
function throwIfRefused(outcome: Outcome): void {
  if (outcome?.__typename === 'ValidationError') throw new RefusedError(outcome.message ?? '', outcome.issues ?? []);
}

export type PickupAction = 'clear' | 'confirm' | 'collect' | 'abort' | 'cancel';
const BY_ID: Record<PickupAction, GraphQLTaggedNode> = { clear, confirm, collect, abort, cancel };

/** A mutation whose outcome is its one root field. */
type ActionMutation = { variables: { input: unknown }; response: Record<string, Outcome> };

/** `run(input)` resolves when the action is done, and rejects with the server's refusal. */
function useAction<T extends ActionMutation>(mutation: GraphQLTaggedNode) {
  const [commit, running] = usePromiseMutation<T>(mutation);
  const run = useCallback(
    async (input: T['variables']['input']) => Object.values(await commit({ input })).forEach(throwIfRefused),
    [commit],
  );
  return [run, running] as const;
}

/** One of the actions that take only the request's id: `run({ id })`. */
export const usePickupAction = (action: PickupAction) =>
  useAction<{ variables: { input: { id: string } }; response: Record<string, Outcome> }>(BY_ID[action]);
export const useScheduleMutation = () => useAction<pickupActionMutationsScheduleMutation>(schedule);
export const useRollbackMutation = () => useAction<pickupActionMutationsRollbackMutation>(rollback);
/** Mark as Collected with the counts per drum line and photos of damage: `run(input, photos)`. */
export function useCollectMutation() {
  const [commit, running] = usePromiseMutation<pickupActionMutationsCollectMutation>(collect);
  const run = useCallback(
    async (input: pickupActionMutationsCollectMutation['variables']['input'], photos: readonly File[]) =>
      Object.values(
        await commit(
          { input: { ...input, photos: photos.map(() => null) } },
          photos.length ? uploadablesAt('variables.input.photos', photos) : undefined,
        ),
      ).forEach(throwIfRefused),
    [commit],
  );
  return [run, running] as const;
}
export const useAdminDeleteMutation = () => usePromiseMutation<pickupActionMutationsDeleteMutation>(adminDelete);
