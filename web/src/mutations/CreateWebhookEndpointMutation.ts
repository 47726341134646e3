import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateWebhookEndpointMutation } from './__generated__/CreateWebhookEndpointMutation.graphql';

const mutation = graphql`
  mutation CreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on CreateWebhookEndpointPayload {
        secret
        webhookEndpoint {
          id
          url
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

/** Registers a webhook endpoint; its signing secret is in this answer only. */
export const useCreateWebhookEndpointMutation = () => usePromiseMutation<CreateWebhookEndpointMutation>(mutation);
