import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { syncPendingUser } from './adminConnections';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ApproveUserMutation } from './__generated__/ApproveUserMutation.graphql';

const mutation = graphql`
  mutation ApproveUserMutation($input: UserIdInput!, $returnerCompanyId: ID, $createCompany: Boolean) {
    approveUser(input: $input, returnerCompanyId: $returnerCompanyId, createCompany: $createCompany) {
      user {
        id
        role
        approved
        reviewed
        ...UserCard_user
      }
    }
  }
`;

/**
 * The user stays in the Users list and leaves New Users (its badge counts one less); a returner
 * joins the chosen company, a new one from the registration (createCompany) or the matching one.
 */
export const useApproveUserMutation = () => usePromiseMutation<ApproveUserMutation>(mutation, { updater });

function updater(store: RecordSourceSelectorProxy, data: ApproveUserMutation['response'] | null | undefined) {
  if (data) syncPendingUser(store, data.approveUser.user.id);
}
