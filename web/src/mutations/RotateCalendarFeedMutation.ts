import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { RotateCalendarFeedMutation } from './__generated__/RotateCalendarFeedMutation.graphql';

const mutation = graphql`
  mutation RotateCalendarFeedMutation($input: RotateCalendarFeedInput!) {
    rotateCalendarFeed(input: $input) {
      companyId
      calendarFeedUrl
    }
  }
`;

/** Replaces a company's calendar feed URL; the company's record in the store shows the new one. */
export function useRotateCalendarFeedMutation() {
  return usePromiseMutation<RotateCalendarFeedMutation>(mutation, {
    updater: (store) => {
      const payload = store.getRootField('rotateCalendarFeed');
      const companyId = payload?.getValue('companyId');
      if (typeof companyId === 'string')
        store.get(companyId)?.setValue(payload?.getValue('calendarFeedUrl'), 'calendarFeedUrl');
    },
  });
}
