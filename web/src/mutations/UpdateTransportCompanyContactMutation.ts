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
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdateTransportCompanyContactMutation = () =>
  usePromiseMutation<UpdateTransportCompanyContactMutation>(mutation);
