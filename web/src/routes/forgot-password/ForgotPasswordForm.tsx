import { type FormEvent, useState } from 'react';
import { EmailOnlySchema } from '../../../../domain/validation/account';
import { validate } from '../../../../domain/validation/common';
import { Button, TextLink } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { AuthLayout } from '../../layout/AuthLayout';
import { useForgotPasswordMutation } from '../../mutations/ForgotPasswordMutation';
import { errorMessage, isNetworkError } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { useToast } from '../../toast/ToastProvider';

/** The reset request of /forgot-password and /admin/forgot-password; they differ in the way back. */
export function ForgotPasswordScreen({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, sending] = useForgotPasswordMutation();
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(EmailOnlySchema, { email });
    if (!checked.ok) return setError(checked.issues[0].message);
    setError(undefined);
    try {
      const { forgotPassword: result } = await send({ input: checked.data });
      if (result.__typename === 'MessagePayload') {
        setSentTo(checked.data.email);
        toast({ title: 'Email sent', description: 'Check your inbox for password reset instructions' });
      } else if (result.__typename === 'ValidationError') {
        setError(fieldErrors(result.issues).email ?? result.message);
        toast({ title: 'Error', description: result.message, variant: 'destructive' });
      }
    } catch (err) {
      const description = isNetworkError(err)
        ? 'Something went wrong. Please try again.'
        : errorMessage(err, 'Failed to send reset email');
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>
            If an account exists for <strong>{sentTo}</strong>, you will receive a password reset link shortly.
          </p>
          <p>If you don&apos;t see the email, check your spam folder.</p>
          <p>The link expires in 1 hour.</p>
        </div>
        <p className="mt-6 text-center text-sm">
          <TextLink to={backTo}>{backLabel}</TextLink>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your email and we will send you a link to reset your password.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <p className="text-center text-sm">
          <TextLink to={backTo}>{backLabel}</TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
