import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { LoginMutation, LoginMutation$data } from './__generated__/LoginMutation.graphql';

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on ViewerPayload {
        user {
          id
          role
          ...ViewerProvider_user
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

// The signed-in user becomes the root `me`, so the whole app knows the viewer without a refetch.
function updater(store: RecordSourceSelectorProxy<LoginMutation$data>) {
  const user = store.getRootField('login')?.getLinkedRecord('user');
  if (user) store.getRoot().setLinkedRecord(user, 'me');
}

export const useLoginMutation = () => usePromiseMutation<LoginMutation>(mutation, { updater });
