import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../mutations/LogoutMutation';
import { restartSubscriptions } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { useToast } from '../toast/ToastProvider';

/** docs/specification.md section 4: logout clears the user and goes to /. */
export function useSignOut() {
  const [logout, signingOut] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const signOut = useCallback(async () => {
    try {
      await logout({});
      restartSubscriptions();
      navigate('/', { replace: true });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'An error occurred'), variant: 'destructive' });
    }
  }, [logout, navigate, toast]);
  return [signOut, signingOut] as const;
}
