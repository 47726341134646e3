import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { syncPendingUser } from './adminConnections';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { MarkUserReviewedMutation } from './__generated__/MarkUserReviewedMutation.graphql';

const mutation = graphql`
  mutation MarkUserReviewedMutation($input: UserIdInput!) {
    markUserReviewed(input: $input) {
      user {
        id
        role
        approved
        reviewed
        ...UserCard_user
      }
    }
  }
`;

/** The user stays in the Users list and leaves New Users (its badge counts one less). */
export const useMarkUserReviewedMutation = () => usePromiseMutation<MarkUserReviewedMutation>(mutation, { updater });

function updater(store: RecordSourceSelectorProxy, data: MarkUserReviewedMutation['response'] | null | undefined) {
  if (data) syncPendingUser(store, data.markUserReviewed.user.id);
}
