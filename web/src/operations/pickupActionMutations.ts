import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { pickupActionMutationsAbortMutation } from './__generated__/pickupActionMutationsAbortMutation.graphql';
import type { pickupActionMutationsCancelMutation } from './__generated__/pickupActionMutationsCancelMutation.graphql';
import type { pickupActionMutationsClearMutation } from './__generated__/pickupActionMutationsClearMutation.graphql';
import type { pickupActionMutationsCollectMutation } from './__generated__/pickupActionMutationsCollectMutation.graphql';
import type { pickupActionMutationsDeleteMutation } from './__generated__/pickupActionMutationsDeleteMutation.graphql';
import type { pickupActionMutationsConfirmMutation } from './__generated__/pickupActionMutationsConfirmMutation.graphql';
import type { pickupActionMutationsRollbackMutation } from './__generated__/pickupActionMutationsRollbackMutation.graphql';
import type { pickupActionMutationsScheduleMutation } from './__generated__/pickupActionMutationsScheduleMutation.graphql';

// The pickup operations (schema/pickups/transitions.ts). Each answers the request with the
// card's fields, so the card shows its new state at once; lists that it leaves or enters follow
// through the live subscription (usePickupBoard).

const schedule = graphql`
  mutation pickupActionMutationsScheduleMutation($input: SchedulePickupInput!) {
    schedulePickup(input: $input) {
      __typename
      ... on ValidationError {
        message
      }
      ... on PickupRequestPayload {
        pickupRequest {
          ...OperationsCard_request
        }
      }
    }
  }
`;
const clear = graphql`
  mutation pickupActionMutationsClearMutation($input: PickupRequestIdInput!) {
    clearPickupSchedule(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          ...OperationsCard_request
        }
      }
    }
  }
`;
const confirm = graphql`
  mutation pickupActionMutationsConfirmMutation($input: PickupRequestIdInput!) {
    confirmPickup(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          ...OperationsCard_request
        }
      }
    }
  }
`;
const collect = graphql`
  mutation pickupActionMutationsCollectMutation($input: PickupRequestIdInput!) {
    markPickupCollected(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          ...OperationsCard_request
        }
      }
    }
  }
`;
const abort = graphql`
  mutation pickupActionMutationsAbortMutation($input: PickupRequestIdInput!) {
    abortPickup(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          ...OperationsCard_request
        }
      }
    }
  }
`;
const cancel = graphql`
  mutation pickupActionMutationsCancelMutation($input: PickupRequestIdInput!) {
    cancelPickupRequest(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          ...OperationsCard_request
        }
      }
    }
  }
`;
const rollback = graphql`
  mutation pickupActionMutationsRollbackMutation($input: RollbackPickupRequestInput!) {
    rollbackPickupRequest(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          ...OperationsCard_request
        }
      }
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

export const useScheduleMutation = () => usePromiseMutation<pickupActionMutationsScheduleMutation>(schedule);
export const useClearScheduleMutation = () => usePromiseMutation<pickupActionMutationsClearMutation>(clear);
export const useConfirmPickupMutation = () => usePromiseMutation<pickupActionMutationsConfirmMutation>(confirm);
export const useMarkCollectedMutation = () => usePromiseMutation<pickupActionMutationsCollectMutation>(collect);
export const useAbortPickupMutation = () => usePromiseMutation<pickupActionMutationsAbortMutation>(abort);
export const useCancelPickupMutation = () => usePromiseMutation<pickupActionMutationsCancelMutation>(cancel);
export const useRollbackMutation = () => usePromiseMutation<pickupActionMutationsRollbackMutation>(rollback);
export const useAdminDeleteMutation = () => usePromiseMutation<pickupActionMutationsDeleteMutation>(adminDelete);
