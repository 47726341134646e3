import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ADMIN_CONNECTIONS, addToTotalCount, syncPendingUser } from './adminConnections';
import { toGlobalId } from '../relay/globalId';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateUserMutation } from './__generated__/CreateUserMutation.graphql';

const mutation = graphql`
  mutation CreateUserMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) {
      __typename
      ... on UserPayload {
        user @prependNode(connections: $connections, edgeTypeName: "QueryUsersConnectionEdge") {
          id
          role
          approved
          reviewed
          returnerCompanyId
          ...UserCard_user
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

/** Pass `connections: [ADMIN_CONNECTIONS.users]`; the New Users list follows in the updater. */
export const useCreateUserMutation = () => usePromiseMutation<CreateUserMutation>(mutation, { updater });

function updater(store: RecordSourceSelectorProxy, data: CreateUserMutation['response'] | null | undefined) {
  if (data?.createUser.__typename !== 'UserPayload') return;
  addToTotalCount(store, ADMIN_CONNECTIONS.users, 1);
  syncPendingUser(store, data.createUser.user.id);
  // The company's card counts its people: it shows the new one at once, not after a refetch.
  const companyId = data.createUser.user.returnerCompanyId;
  const company = companyId == null ? null : store.get(toGlobalId('ReturnerCompany', companyId));
  const count = company?.getValue('userCount');
  if (company && typeof count === 'number') company.setValue(count + 1, 'userCount');
}
