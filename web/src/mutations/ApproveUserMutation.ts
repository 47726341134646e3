import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ApproveUserMutation } from './__generated__/ApproveUserMutation.graphql';

const mutation = graphql`
  mutation ApproveUserMutation($input: UserIdInput!) {
    approveUser(input: $input) {
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

export function useApproveUserMutation() {
  return usePromiseMutation<ApproveUserMutation>(mutation);
}
