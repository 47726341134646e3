import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ApproveBuybackStatementMutation } from './__generated__/ApproveBuybackStatementMutation.graphql';

// The statement's new state lands on its record: the card and the filters' lists follow.
const mutation = graphql`
  mutation ApproveBuybackStatementMutation($input: ApproveBuybackStatementInput!) {
    approveBuybackStatement(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ... on BuybackStatementPayload {
        buybackStatement {
          id
          status
          approvedAt
        }
      }
    }
  }
`;

export const useApproveBuybackStatementMutation = () => usePromiseMutation<ApproveBuybackStatementMutation>(mutation);
