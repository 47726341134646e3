import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ReviewCollectionExtrasMutation } from './__generated__/ReviewCollectionExtrasMutation.graphql';

// The collection's new review and credit land on its record: the proof of collection follows.
const mutation = graphql`
  mutation ReviewCollectionExtrasMutation($input: ReviewCollectionExtrasInput!) {
    reviewCollectionExtras(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ... on PickupRequestPayload {
        pickupRequest {
          id
          collection {
            creditCents
            extrasToReview
            extrasReview
          }
        }
      }
    }
  }
`;

export const useReviewCollectionExtrasMutation = () => usePromiseMutation<ReviewCollectionExtrasMutation>(mutation);
