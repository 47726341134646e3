import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { RejectUserMutation } from './__generated__/RejectUserMutation.graphql';

const mutation = graphql`
  mutation RejectUserMutation($input: UserIdInput!) {
    rejectUser(input: $input) {
      deletedId
    }
  }
`;

export function useRejectUserMutation() {
  return usePromiseMutation<RejectUserMutation>(mutation);
}
