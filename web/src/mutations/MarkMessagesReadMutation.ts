import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { MarkMessagesReadMutation } from './__generated__/MarkMessagesReadMutation.graphql';

// The answer's unreadMessageCount updates the request in the store: its card's badge clears.
const mutation = graphql`
  mutation MarkMessagesReadMutation($input: MarkMessagesReadInput!) {
    markMessagesRead(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          id
          unreadMessageCount
        }
      }
    }
  }
`;

export const useMarkMessagesReadMutation = () => usePromiseMutation<MarkMessagesReadMutation>(mutation);
