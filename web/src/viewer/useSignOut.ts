import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../mutations/LogoutMutation';
import { clearPersonalCaches } from '../pwa/personalCaches';
import { clearPersonalData } from '../pwa/personalData';
import { restartSubscriptions } from '../relay/environment';
import { errorMessage } from '../relay/errors';
import { loadedRelay } from '../relay/loadRelay';
import { errorToast, useToast } from '../toast/ToastProvider';

/**
 * docs/specification.md section 4: logout clears the user and goes to /. On a shared phone nothing
 * of the person stays readable to the next one (docs/offline.md): the caches that may hold what
 * they read, what each keeper of their data registered (pwa/personalData.ts: the last data, the
 * outbox, whose unsent writes outbox/signOut.tsx names first) and the Relay store go with them.
 */
export function useSignOut() {
  const [logout, signingOut] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const signOut = useCallback(async () => {
    try {
      await logout({});
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('shell.errors.occurred'))));
      return;
    }
    await Promise.allSettled([clearPersonalData(), clearPersonalCaches()]);
    restartSubscriptions();
    await navigate('/', { replace: true });
    // After the signed-in screens have gone, so none of them reads a record that is no more.
    loadedRelay()?.forgetRecords();
  }, [logout, navigate, toast, t]);
  return [signOut, signingOut] as const;
}
