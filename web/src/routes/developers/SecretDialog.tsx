import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Notice } from '../../components/Notice';
import { errorToast, useToast } from '../../toast/ToastProvider';

/** A new secret (an API token, a webhook signing secret), shown this once: the server never shows it again. */
export function SecretDialog({
  title,
  label,
  secret,
  onClose,
}: {
  title: string;
  label: string;
  secret: string;
  onClose: () => void;
}) {
  const inputId = useId();
  const toast = useToast();
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: t('developers.secret.copied', { label }) });
    } catch {
      toast(errorToast(t('developers.secret.copyFailed'), t('developers.secret.copyYourself')));
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeOnOutsideClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={copy}>
            {t('developers.secret.copy')}
          </Button>
          <Button onClick={onClose}>{t('common.done')}</Button>
        </>
      }
    >
      <Notice tone="warning">{t('developers.secret.warning')}</Notice>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
      />
    </Dialog>
  );
}
