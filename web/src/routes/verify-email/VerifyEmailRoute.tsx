import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmailOnlySchema, MESSAGES } from '../../../../domain/validation/account';
import { validate } from '../../../../domain/validation/common';
import { Button } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { Spinner } from '../../components/Spinner';
import { AuthLayout } from '../../layout/AuthLayout';
import { useResendVerificationMutation } from '../../mutations/ResendVerificationMutation';
import { useVerifyEmailMutation } from '../../mutations/VerifyEmailMutation';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { useToast } from '../../toast/ToastProvider';

/** docs/specification.md section 9: redirect to login 3 s after verification. */
export const VERIFIED_REDIRECT_MS = 3000;

type State = { kind: 'verifying' } | { kind: 'verified'; message: string } | { kind: 'failed'; message: string };

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', message: MESSAGES.tokenRequired },
  );
  const [verify] = useVerifyEmailMutation();
  const navigate = useNavigate();
  // A token works once: StrictMode's second effect run must not spend it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verify({ input: { token } })
      .then(({ verifyEmail: result }) => {
        if (result.__typename === 'MessagePayload') setState({ kind: 'verified', message: result.message });
        else if (result.__typename === 'ValidationError') setState({ kind: 'failed', message: result.message });
      })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: errorMessage(error, 'Email verification failed') }),
      );
  }, [token, verify]);

  useEffect(() => {
    if (state.kind !== 'verified') return;
    const timer = setTimeout(() => navigate('/login'), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'verifying') {
    return (
      <AuthLayout title="Verifying Email...">
        <div className="flex justify-center py-4" role="status">
          <Spinner className="size-8" />
          <span className="sr-only">Verifying your email address</span>
        </div>
      </AuthLayout>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AuthLayout title="Email Verified!" subtitle={state.message}>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
          An administrator approves new accounts: you can log in now, and you get an email once yours is approved.
        </p>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Redirecting you to the login page...</p>
        <Button className="w-full" onClick={() => navigate('/login')}>
          Go to Login
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verification Failed" subtitle={<span role="alert">{state.message}</span>}>
      <ResendForm />
      <Button variant="secondary" className="mt-3 w-full" onClick={() => navigate('/login')}>
        Back to Login
      </Button>
    </AuthLayout>
  );
}

/** A new link for whoever's link failed (expired, used, mistyped). */
function ResendForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [resend, sending] = useResendVerificationMutation();
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(EmailOnlySchema, { email });
    if (!checked.ok) return setError(checked.issues[0].message);
    setError(undefined);
    try {
      const { resendVerification: result } = await resend({ input: checked.data });
      if (result.__typename === 'MessagePayload')
        toast({ title: 'Verification email sent', description: result.message });
      else if (result.__typename === 'ValidationError') {
        setError(fieldErrors(result.issues).email ?? result.message);
        toast({ title: 'Error', description: result.message, variant: 'destructive' });
      }
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to resend verification email'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Enter your email address to get a new verification link.
      </p>
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </form>
  );
}
