import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateUserMutation } from './__generated__/CreateUserMutation.graphql';

const mutation = graphql`
  mutation CreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
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

export function useCreateUserMutation() {
  return usePromiseMutation<CreateUserMutation>(mutation);
}
