import type { FormEvent } from 'react';
import { ChangePasswordSchema } from '../../../domain/validation/account';
import { validate } from '../../../domain/validation/common';
import { useChangePasswordMutation } from '../mutations/ChangePasswordMutation';
import { errorMessage } from '../relay/errors';
import { useToast } from '../toast/ToastProvider';
import { Button } from '../components/Button';
import { NewPasswordFields, PasswordField } from '../components/PasswordField';
import { useFormFields } from '../components/useFormFields';

const MARKED_FIELD = 'Check the marked field.';

type Props = {
  /** After the password has changed (the success toast is shown). */
  onChanged: () => void;
  /** In a dialog: a Cancel button beside the submit button. Without it the submit button is full width. */
  onCancel?: () => void;
};

/** The change-password form of the Change Password page and the user menu's dialog. */
export function ChangePasswordForm({ onChanged, onCancel }: Props) {
  const { values, field, showIssues, clearIssues } = useFormFields(EMPTY);
  const [change, changing] = useChangePasswordMutation();
  const toast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // docs/specification.md section 5: checks run before the call, toast title 'Error'. One error per field
    //: the message stands beside its field, the toast points there.
    const checked = validate(ChangePasswordSchema, values);
    if (!checked.ok) {
      showIssues(checked.issues, form);
      return toast({ title: 'Error', description: MARKED_FIELD, variant: 'destructive' });
    }
    clearIssues();
    try {
      const { changePassword: result } = await change({ input: values });
      if (result.__typename === 'ValidationError') {
        showIssues(result.issues, form);
        toast({
          title: 'Error',
          description: result.issues.length ? MARKED_FIELD : result.message,
          variant: 'destructive',
        });
      } else if (result.__typename === 'MessagePayload') {
        toast({ title: 'Success', description: 'Your password has been changed successfully' });
        onChanged();
      }
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to change password'), variant: 'destructive' });
    }
  }

  const label = changing ? 'Changing Password...' : 'Change Password';
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PasswordField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
      <NewPasswordFields newPassword={field('newPassword')} confirm={field('confirmPassword')} />
      {onCancel ? (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={changing}>
            {label}
          </Button>
        </div>
      ) : (
        <Button type="submit" className="w-full" disabled={changing}>
          {label}
        </Button>
      )}
    </form>
  );
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
