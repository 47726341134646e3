import { useCallback } from 'react';
import { errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';

/** Runs a delete-style action and shows docs/specification.md section 8's toasts; the server's text wins. */
export function useAdminAction() {
  const toast = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await action();
        toast({ title: success });
        return true;
      } catch (error) {
        toast(errorToast(failure, errorMessage(error, failure)));
        return false;
      }
    },
    [toast],
  );
}
