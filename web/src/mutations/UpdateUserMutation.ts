import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateUserMutation } from './__generated__/UpdateUserMutation.graphql';

const mutation = graphql`
  mutation UpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          name
          email
          role
          approved
          reviewed
          active
          phoneNumber
          company
          companyOrgNumber
          division
          returnerCompanyId
          returnerCompanyName
          transportCompanyId
          transportCompanyName
          createdAt
        }
      }
      ... on ValidationError {
        message
        issues {
          field
          message
        }
      }
    }
  }
`;

export function useUpdateUserMutation() {
  return usePromiseMutation<UpdateUserMutation>(mutation);
}
