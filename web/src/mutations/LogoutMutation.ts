import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { LogoutMutation, LogoutMutation$data } from './__generated__/LogoutMutation.graphql';

const mutation = graphql`
  mutation LogoutMutation {
    logout {
      message
    }
  }
`;

// Nobody is signed in any more; everything read for the last user is stale.
function updater(store: RecordSourceSelectorProxy<LogoutMutation$data>) {
  store.getRoot().setValue(null, 'me');
  store.invalidateStore();
}

export const useLogoutMutation = () => usePromiseMutation<LogoutMutation>(mutation, { updater });
