import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const signOut = useCallback(async () => {
    try {
      await logout({});
      restartSubscriptions();
      navigate('/', { replace: true });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('shell.errors.occurred')),
        variant: 'destructive',
      });
    }
  }, [logout, navigate, toast, t]);
  return [signOut, signingOut] as const;
}
