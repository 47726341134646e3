import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteUserMutation } from './__generated__/DeleteUserMutation.graphql';

const mutation = graphql`
  mutation DeleteUserMutation($input: UserIdInput!) {
    deleteUser(input: $input) {
      deletedId
    }
  }
`;

export function useDeleteUserMutation() {
  return usePromiseMutation<DeleteUserMutation>(mutation);
}
