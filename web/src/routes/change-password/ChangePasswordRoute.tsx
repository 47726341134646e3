import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordSchema } from '../../../../domain/validation/account';
import { validate } from '../../../../domain/validation/common';
import { Button, TextLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { ArrowLeftIcon } from '../../components/icons';
import { focusFirstInvalid } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { Page, PageHeader } from '../../layout/PageHeader';
import { useChangePasswordMutation } from '../../mutations/ChangePasswordMutation';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { useToast } from '../../toast/ToastProvider';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function Component() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, changing] = useChangePasswordMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // spec.md section 5: checks run before the call, toast title 'Error'.
    const checked = validate(ChangePasswordSchema, values);
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues));
      focusFirstInvalid(form);
      return toast({ title: 'Error', description: checked.issues[0].message, variant: 'destructive' });
    }
    setErrors({});
    try {
      const { changePassword: result } = await change({ input: values });
      if (result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.issues));
        focusFirstInvalid(form);
        toast({ title: 'Error', description: result.message, variant: 'destructive' });
      } else if (result.__typename === 'MessagePayload') {
        toast({ title: 'Success', description: 'Your password has been changed successfully' });
        navigate('/account');
      }
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to change password'), variant: 'destructive' });
    }
  }

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return (
    <Page narrow>
      <TextLink to="/account" className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeftIcon className="size-4" />
        Back to Account
      </TextLink>
      <PageHeader title="Change Password" subtitle="Other devices are signed out when the password changes." />
      <Card>
        <form noValidate onSubmit={submit} className="space-y-4">
          <PasswordField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            hint="At least 6 characters"
            {...field('newPassword')}
          />
          <PasswordField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
          <Button type="submit" className="w-full" disabled={changing}>
            {changing ? 'Changing Password...' : 'Change Password'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
