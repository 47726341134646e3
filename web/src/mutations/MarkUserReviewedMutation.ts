import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { MarkUserReviewedMutation } from './__generated__/MarkUserReviewedMutation.graphql';

const mutation = graphql`
  mutation MarkUserReviewedMutation($input: UserIdInput!) {
    markUserReviewed(input: $input) {
      user {
        id
        name
        email
        role
        approved
        reviewed
        active
        phoneNumber
        company
        companyOrgNumber
        division
        returnerCompanyId
        returnerCompanyName
        transportCompanyId
        transportCompanyName
        createdAt
      }
    }
  }
`;

export function useMarkUserReviewedMutation() {
  return usePromiseMutation<MarkUserReviewedMutation>(mutation);
}
