import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { asksBeforeLeaving } from './leaveGuard';

/**
 * docs/specification.md section 2: leaving the pickup request form with changes asks 'Unsaved Changes'
 * (Stay keeps the form, Leave goes where the returner was going), and closing or reloading
 * the tab gets the browser's own warning. `shouldBlock` is read when the navigation starts,
 * so a save that navigates away can switch it off first.
 */
export function UnsavedChangesGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }: Parameters<BlockerFunction>[0]) =>
    asksBeforeLeaving(currentLocation, nextLocation, shouldBlock),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('pickups.unsaved.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('pickups.unsaved.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('pickups.unsaved.leave')}
          </Button>
        </>
      }
    >
      {t('pickups.unsaved.body')}
    </Dialog>
  );
}
