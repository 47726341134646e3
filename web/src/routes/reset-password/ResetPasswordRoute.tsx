import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordSchema } from '../../../../domain/validation/account';
import { validate } from '../../../../domain/validation/common';
import { Button, TextLink } from '../../components/Button';
import { NewPasswordFields } from '../../components/PasswordField';
import { useFormFields } from '../../components/useFormFields';
import { AuthLayout } from '../../layout/AuthLayout';
import { useResetPasswordMutation } from '../../mutations/ResetPasswordMutation';
import { errorCode, errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';

/** docs/specification.md section 9: redirect to login 3 s after a reset. */
export const RESET_REDIRECT_MS = 3000;

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const navigate = useNavigate();
  const toast = useToast();
  const warned = useRef(false);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast({ title: 'Invalid Link', description: 'No reset token provided', variant: 'destructive' });
  }, [token, toast]);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (state === 'invalid') {
    return (
      <AuthLayout title="Invalid Reset Link" subtitle="This password reset link is invalid or has expired.">
        <Button className="w-full" onClick={() => navigate('/forgot-password')}>
          Request New Reset Link
        </Button>
        <p className="mt-4 text-center text-sm">
          <TextLink to="/login">Back to Login</TextLink>
        </p>
      </AuthLayout>
    );
  }
  if (state === 'done') {
    return (
      <AuthLayout
        title="Password Reset Successful!"
        subtitle="Your password has been changed. Redirecting you to the login page..."
      >
        <Button className="w-full" onClick={() => navigate('/login')}>
          Go to Login
        </Button>
      </AuthLayout>
    );
  }
  return <ResetForm token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />;
}

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const { values, field, showIssues, clearIssues } = useFormFields({ newPassword: '', confirmPassword: '' });
  const [reset, resetting] = useResetPasswordMutation();
  const toast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(ResetPasswordSchema, { token, ...values });
    if (!checked.ok) {
      showIssues(checked.issues, form);
      return toast({ title: 'Error', description: checked.issues[0].message, variant: 'destructive' });
    }
    clearIssues();
    try {
      const { resetPassword: result } = await reset({ input: { token, ...values } });
      if (result.__typename === 'MessagePayload') onDone();
      else if (result.__typename === 'ValidationError') {
        showIssues(result.issues);
        toast({ title: 'Reset failed', description: result.message, variant: 'destructive' });
      }
    } catch (error) {
      toast({
        title: 'Reset failed',
        description: errorMessage(error, 'Failed to reset password'),
        variant: 'destructive',
      });
      if (errorCode(error) === 'INVALID_TOKEN') onInvalid();
    }
  }

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <NewPasswordFields newPassword={field('newPassword')} confirm={field('confirmPassword')} />
        <Button type="submit" className="w-full" disabled={resetting}>
          {resetting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
