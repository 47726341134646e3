import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { currentLocale } from '../i18n';
import { useSignOut } from '../viewer/useSignOut';
import { useViewer } from '../viewer/ViewerProvider';
import type { UnsentCounts } from './outbox';

/**
 * Logging out, on a phone that may keep writes made without coverage (docs/offline.md): with
 * nothing unsent it logs out at once; else it first names what is unsent ("1 booking and 2
 * messages are not sent yet"), for logging out deletes them with the rest of the person's data.
 * Answers the action, whether it runs, and the question to render beside the button.
 */
export function useSignOutAskingFirst(): readonly [() => Promise<void>, boolean, ReactNode] {
  const [signOut, signingOut] = useSignOut();
  const viewer = useViewer()?.id;
  const { t } = useTranslation();
  const [unsent, setUnsent] = useState<UnsentCounts | null>(null);

  const ask = useCallback(async () => {
    let counts: UnsentCounts | null = null;
    try {
      // The outbox code loads now if it has not yet (it never comes with the first screen).
      if (viewer) counts = await (await import('./app')).appOutbox(viewer).unsent();
    } catch {
      // No outbox on this phone (IndexedDB refused): nothing of it to delete either.
    }
    if (counts && counts.booking + counts.message + counts.collection > 0) setUnsent(counts);
    else await signOut();
  }, [viewer, signOut]);

  const question = (
    <ConfirmDialog
      open={unsent !== null}
      title={t('account.unsent.title')}
      confirmLabel={t('account.unsent.confirm')}
      busy={signingOut}
      onConfirm={() => {
        setUnsent(null);
        void signOut();
      }}
      onClose={() => setUnsent(null)}
    >
      {unsent ? unsentWords(unsent, t) : null}
    </ConfirmDialog>
  );
  return [ask, signingOut, question] as const;
}

/** "1 booking and 2 messages are not sent yet. Logging out deletes them from this phone." */
function unsentWords(counts: UnsentCounts, t: ReturnType<typeof useTranslation>['t']): string {
  const items = [
    counts.booking ? t('account.unsent.bookings', { count: counts.booking }) : null,
    counts.message ? t('account.unsent.messages', { count: counts.message }) : null,
    counts.collection ? t('account.unsent.collections', { count: counts.collection }) : null,
  ].filter((item): item is string => item !== null);
  const list = new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items);
  return t('account.unsent.text', { items: list, count: counts.booking + counts.message + counts.collection });
}
