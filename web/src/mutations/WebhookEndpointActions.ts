import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { WebhookEndpointActionsDeleteMutation } from './__generated__/WebhookEndpointActionsDeleteMutation.graphql';
import type { WebhookEndpointActionsEnableMutation } from './__generated__/WebhookEndpointActionsEnableMutation.graphql';
import type { WebhookEndpointActionsTestMutation } from './__generated__/WebhookEndpointActionsTestMutation.graphql';

// The answers read the endpoint again, so the Developers page shows its new state and log.
const enableMutation = graphql`
  mutation WebhookEndpointActionsEnableMutation($input: SetWebhookEndpointEnabledInput!) {
    setWebhookEndpointEnabled(input: $input) {
      webhookEndpoint {
        id
        enabled
        disabledAt
      }
    }
  }
`;
const testMutation = graphql`
  mutation WebhookEndpointActionsTestMutation($input: WebhookEndpointIdInput!) {
    sendTestWebhook(input: $input) {
      webhookEndpoint {
        id
      }
    }
  }
`;
const deleteMutation = graphql`
  mutation WebhookEndpointActionsDeleteMutation($input: WebhookEndpointIdInput!) {
    deleteWebhookEndpoint(input: $input) {
      deletedId
    }
  }
`;

export const useSetWebhookEndpointEnabledMutation = () =>
  usePromiseMutation<WebhookEndpointActionsEnableMutation>(enableMutation);
export const useSendTestWebhookMutation = () => usePromiseMutation<WebhookEndpointActionsTestMutation>(testMutation);
export const useDeleteWebhookEndpointMutation = () =>
  usePromiseMutation<WebhookEndpointActionsDeleteMutation>(deleteMutation);
