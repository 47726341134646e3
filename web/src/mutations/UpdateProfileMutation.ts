import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateProfileMutation } from './__generated__/UpdateProfileMutation.graphql';

// The payload's user carries the account card's fields, so the store (and the card) update
// from the answer itself.
const mutation = graphql`
  mutation UpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on ViewerPayload {
        user {
          id
          # The app follows a new language at once (ViewerProvider).
          localeTag
          ...AccountInformationCard_user
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdateProfileMutation = () => usePromiseMutation<UpdateProfileMutation>(mutation);
