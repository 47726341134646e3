import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { syncPendingUser } from './adminConnections';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateUserMutation } from './__generated__/UpdateUserMutation.graphql';

const mutation = graphql`
  mutation UpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          role
          approved
          reviewed
          ...UserCard_user
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

/** An admin's edit may approve or review a registration: the New Users list follows. */
export const useUpdateUserMutation = () => usePromiseMutation<UpdateUserMutation>(mutation, { updater });

function updater(store: RecordSourceSelectorProxy, data: UpdateUserMutation['response'] | null | undefined) {
  if (data?.updateUser.__typename === 'UserPayload') syncPendingUser(store, data.updateUser.user.id);
}
