import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../toast/ToastProvider';
import { UPDATED_EVENT } from './register';

/** "Updated", once, when this start took a new version of the app (web/src/pwa/register.ts). */
export function UpdatedNotice() {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    const say = () => toast({ title: t('shell.updated.title'), description: t('shell.updated.description') });
    window.addEventListener(UPDATED_EVENT, say);
    return () => window.removeEventListener(UPDATED_EVENT, say);
  }, [toast, t]);
  return null;
}
