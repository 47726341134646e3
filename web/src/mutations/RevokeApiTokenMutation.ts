import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { RevokeApiTokenMutation } from './__generated__/RevokeApiTokenMutation.graphql';

const mutation = graphql`
  mutation RevokeApiTokenMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      deletedId
    }
  }
`;

export const useRevokeApiTokenMutation = () => usePromiseMutation<RevokeApiTokenMutation>(mutation);
