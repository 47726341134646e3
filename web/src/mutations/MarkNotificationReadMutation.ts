import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { MarkNotificationReadMutation } from './__generated__/MarkNotificationReadMutation.graphql';

// The answer's isRead updates the notification in the store, so every list showing it follows.
const mutation = graphql`
  mutation MarkNotificationReadMutation($id: ID!) {
    markNotificationRead(id: $id) {
      id
      isRead
    }
  }
`;

export const useMarkNotificationReadMutation = () => usePromiseMutation<MarkNotificationReadMutation>(mutation);
