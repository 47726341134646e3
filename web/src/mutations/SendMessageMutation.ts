import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { SendMessageMutation } from './__generated__/SendMessageMutation.graphql';

// The new message is appended to the open thread's connection (@appendEdge), unless the
// subscription brought it first (Relay skips an edge whose node is already there).
const mutation = graphql`
  mutation SendMessageMutation($input: SendMessageInput!, $connections: [ID!]!) {
    sendMessage(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ... on SendMessagePayload {
        messageEdge @appendEdge(connections: $connections) {
          cursor
          node {
            ...MessageThread_message
          }
        }
      }
    }
  }
`;

export const useSendMessageMutation = () => usePromiseMutation<SendMessageMutation>(mutation);
