import { type FormEvent, type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, CancelButton } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';

type Issues = ReadonlyArray<{ readonly field: string; readonly message: string }>;
/** What a create/update mutation answered: its payload or a ValidationError. */
export type SaveResult = { readonly __typename: string; readonly message?: string; readonly issues?: Issues };

/**
 * A dialog holding one form: Save runs the mutation; a ValidationError marks the fields with the
 * server's messages (the spec's, from domain/validation) and toasts the failure (its message only
 * when no field shows it). A failure no field shows is also said inside the dialog (SaveError),
 * where it stays. Only Escape or Cancel close it, never a click outside.
 */
export function FormDialog({
  title,
  busy,
  failure,
  success,
  onClose,
  onSave,
  setErrors,
  children,
  saveLabel,
}: {
  title: string;
  busy: boolean;
  failure: string;
  success: string;
  onClose: () => void;
  onSave: () => Promise<SaveResult>;
  setErrors: (errors: Record<string, string>) => void;
  children: ReactNode;
  /** The save button's word (Save by default). */
  saveLabel?: string;
}) {
  const toast = useToast();
  const { t } = useTranslation();
  const [saveError, setSaveError] = useState<SaveErrorText | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSaveError(null);
    try {
      const result = await onSave();
      if (result.__typename === 'ValidationError') {
        const message = result.issues?.[0]?.message ?? result.message;
        const marked = markInvalid(form, () => setErrors(fieldErrors(result.issues ?? [])));
        // Marked fields say what is wrong and the toast (in the dialog) that the save failed.
        setSaveError(marked ? null : { title: failure, description: message });
        // One error per field: a message shown beside its field is not repeated in the toast.
        toast(errorToast(failure, marked ? undefined : message));
        return;
      }
      toast({ title: success });
      onClose();
    } catch (error) {
      const description = errorMessage(error, failure);
      setSaveError({ title: failure, description: description === failure ? undefined : description });
      toast(errorToast(failure, description));
    }
  }
  return (
    <Dialog open onClose={onClose} title={title} closeOnOutsideClick={false}>
      <form noValidate onSubmit={submit} className="space-y-3">
        {children}
        <SaveError error={saveError} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelButton onClick={onClose} />
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : (saveLabel ?? t('common.save'))}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export type SaveErrorText = { title: string; description?: string };

/** A failed save, said inside the dialog next to its buttons (the toast may be missed or hidden). */
export function SaveError({ error }: { error: SaveErrorText | null }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-semibold">{error.title}</p>
      {error.description ? <p className="mt-1">{error.description}</p> : null}
    </div>
  );
}

/**
 * Marks the fields of a ValidationError (`mark` sets the field errors, applied to the page at once)
 * and focuses the first marked one, whose message is next to it. False when no field shows a
 * message: the caller then says the server's message itself.
 */
export function markInvalid(form: HTMLFormElement, mark: () => void): boolean {
  flushSync(mark);
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  return invalid !== null;
}
