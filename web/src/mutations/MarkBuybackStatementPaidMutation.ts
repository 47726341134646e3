import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { MarkBuybackStatementPaidMutation } from './__generated__/MarkBuybackStatementPaidMutation.graphql';

const mutation = graphql`
  mutation MarkBuybackStatementPaidMutation($input: MarkBuybackStatementPaidInput!) {
    markBuybackStatementPaid(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ... on BuybackStatementPayload {
        buybackStatement {
          id
          status
          paidAt
          paymentReference
        }
      }
    }
  }
`;

export const useMarkBuybackStatementPaidMutation = () => usePromiseMutation<MarkBuybackStatementPaidMutation>(mutation);
