import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateTransportCompanyContactMutation } from './__generated__/UpdateTransportCompanyContactMutation.graphql';

const mutation = graphql`
  mutation UpdateTransportCompanyContactMutation($input: UpdateTransportCompanyContactInput!) {
    updateTransportCompanyContact(input: $input) {
      __typename
      ... on TransportCompanyContactPayload {
        contact {
          id
          name
          email
          phone
          ...ContactRow_contact
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

export function useUpdateTransportCompanyContactMutation() {
  return usePromiseMutation<UpdateTransportCompanyContactMutation>(mutation);
}
