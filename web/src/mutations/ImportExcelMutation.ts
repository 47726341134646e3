import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ImportExcelMutation } from './__generated__/ImportExcelMutation.graphql';

const mutation = graphql`
  mutation ImportExcelMutation($input: ImportExcelInput!) {
    importExcel(input: $input) {
      __typename
      ... on ImportExcelPayload {
        imported
        updated
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useImportExcelMutation = () => usePromiseMutation<ImportExcelMutation>(mutation);
