import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRotateCalendarFeedMutation } from '../mutations/RotateCalendarFeedMutation';
import { errorMessage } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import { Button, CancelButton } from '../components/Button';
import { Dialog } from '../components/Dialog';

/**
 * A company's calendar feed URL to copy, and a way to replace it after a
 * confirmation: the More page shows its own company's, the admin panel any company's.
 */
export function CalendarFeedLink({ companyId, url }: { companyId: string; url: string }) {
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const [rotate, rotating] = useRotateCalendarFeedMutation();
  const toast = useToast();
  const { t } = useTranslation();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('shell.calendarLink.copied'), description: t('shell.calendarLink.copiedDescription') });
    } catch {
      toast(errorToast(t('shell.calendarLink.copyFailed'), t('shell.calendarLink.copyFailedDescription')));
    }
  }

  async function replace() {
    try {
      await rotate({ input: { companyId } });
      setConfirming(false);
      toast({ title: t('shell.calendarLink.replaced'), description: t('shell.calendarLink.replacedDescription') });
    } catch (error) {
      toast(errorToast(t('shell.calendarLink.replaceFailed'), errorMessage(error, t('shell.errors.tryAgain'))));
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
        {t('shell.calendarLink.label')}
      </label>
      <input
        id={inputId}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={copy}>{t('shell.calendarLink.copy')}</Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('shell.calendarLink.replace')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('shell.calendarLink.confirmTitle')}
        actions={
          <>
            <CancelButton onClick={() => setConfirming(false)} />
            <Button variant="danger" onClick={replace} disabled={rotating}>
              {rotating ? t('shell.calendarLink.replacing') : t('shell.calendarLink.replace')}
            </Button>
          </>
        }
      >
        {t('shell.calendarLink.confirmText')}
      </Dialog>
    </div>
  );
}
