import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { MarkAllNotificationsReadMutation } from './__generated__/MarkAllNotificationsReadMutation.graphql';

// Each marked notification's isRead lands on its record, so the banner, the dots and the list follow.
const mutation = graphql`
  mutation MarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      id
      isRead
    }
  }
`;

export const useMarkAllNotificationsReadMutation = () => usePromiseMutation<MarkAllNotificationsReadMutation>(mutation);
