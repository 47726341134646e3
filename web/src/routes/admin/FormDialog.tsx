import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { focusFirstInvalid } from '../../components/Field';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { useToast } from '../../toast/ToastProvider';

type Issues = ReadonlyArray<{ readonly field: string; readonly message: string }>;
/** What a create/update mutation answered: its payload or a ValidationError. */
export type SaveResult = { readonly __typename: string; readonly message?: string; readonly issues?: Issues };

/**
 * A dialog holding one form: Save runs the mutation; a ValidationError marks the fields with the
 * server's messages (the spec's, from domain/validation) and toasts the failure text.
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
  saveLabel = 'Save',
}: {
  title: string;
  busy: boolean;
  failure: string;
  success: string;
  onClose: () => void;
  onSave: () => Promise<SaveResult>;
  setErrors: (errors: Record<string, string>) => void;
  children: ReactNode;
  saveLabel?: string;
}) {
  const toast = useToast();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const result = await onSave();
      if (result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.issues ?? []));
        focusFirstInvalid(form);
        toast({ title: failure, description: result.issues?.[0]?.message ?? result.message, variant: 'destructive' });
        return;
      }
      toast({ title: success });
      onClose();
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
    }
  }
  return (
    <Dialog open onClose={onClose} title={title}>
      <form noValidate onSubmit={submit} className="space-y-3">
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : saveLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
