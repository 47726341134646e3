import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkNotificationReadMutation } from '../mutations/MarkNotificationReadMutation';
import { errorToast, useToast } from '../toast/ToastProvider';

/**
 * Marks one notification read (the banner's dismiss, the list's Mark as read): which one is on
 * its way, and the spec's toast when it fails (docs/specification.md section 9). Resolves true once read.
 */
export function useDismissNotification() {
  const [markRead] = useMarkNotificationReadMutation();
  const [dismissing, setDismissing] = useState<string | null>(null);
  const toast = useToast();
  const { t } = useTranslation();
  async function dismiss(id: string): Promise<boolean> {
    setDismissing(id);
    try {
      await markRead({ id });
      return true;
    } catch {
      toast(errorToast(t('common.error'), t('notifications.dismissFailed')));
      return false;
    } finally {
      setDismissing(null);
    }
  }
  return { dismiss, dismissing, markRead };
}
