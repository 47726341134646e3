import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordSchema } from '../../../domain/validation/account';
import { validate } from '../../../domain/validation/common';
import { useChangePasswordMutation } from '../mutations/ChangePasswordMutation';
import { errorMessage } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import { Button, CancelButton } from '../components/Button';
import { NewPasswordFields, PasswordField } from '../components/PasswordField';
import { useFormFields } from '../components/useFormFields';

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
  const { t } = useTranslation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // docs/specification.md section 5: checks run before the call, toast title 'Error'. One error per field
    //: the message stands beside its field, the toast points there.
    const checked = validate(ChangePasswordSchema, values);
    if (!checked.ok) {
      showIssues(checked.issues, form);
      return toast(errorToast(t('common.error'), t('account.changePassword.markedField')));
    }
    clearIssues();
    try {
      const { changePassword: result } = await change({ input: values });
      if (result.__typename === 'ValidationError') {
        showIssues(result.issues, form);
        toast(
          errorToast(
            t('common.error'),
            result.issues.length ? t('account.changePassword.markedField') : result.message,
          ),
        );
      } else if (result.__typename === 'MessagePayload') {
        toast({ title: t('common.success'), description: t('account.changePassword.changed') });
        onChanged();
      }
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('account.changePassword.failed'))));
    }
  }

  const label = changing ? t('account.changePassword.submitting') : t('account.changePassword.submit');
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PasswordField
        label={t('account.changePassword.currentPassword')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <NewPasswordFields newPassword={field('newPassword')} confirm={field('confirmPassword')} />
      {onCancel ? (
        <div className="flex justify-end gap-2">
          <CancelButton onClick={onCancel} />
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
