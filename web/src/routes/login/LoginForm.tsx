import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { Notice } from '../../components/Notice';
import { PasswordField } from '../../components/PasswordField';
import { useFormFields } from '../../components/useFormFields';
import { useLoginMutation } from '../../mutations/LoginMutation';
import { useResendVerificationMutation } from '../../mutations/ResendVerificationMutation';
import { restartSubscriptions } from '../../relay/environment';
import { errorCode, errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';
import { homeAfterLogin } from '../../viewer/roles';

/**
 * The domain's login rules (and zod) load when the form is first sent, not with the page: the
 * login page is the one every user opens first, on a phone at a site.
 */
async function loginValidation() {
  const [account, common] = await Promise.all([
    import('../../../../domain/validation/account'),
    import('../../../../domain/validation/common'),
  ]);
  return { LoginSchema: account.LoginSchema, validate: common.validate };
}

/** docs/specification.md section 9: navigation happens 100 ms after a successful login. */
const LOGIN_NAVIGATION_DELAY_MS = 100;

/** Email and password; shared by /login and the admin login at /admin. */
export function LoginForm({ links }: { links: ReactNode }) {
  const { values, field, showIssues, clearIssues } = useFormFields({ email: '', password: '' });
  const [unverified, setUnverified] = useState(false);
  const [login, loggingIn] = useLoginMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { LoginSchema, validate } = await loginValidation();
    const checked = validate(LoginSchema, values);
    if (!checked.ok) return showIssues(checked.issues, event.currentTarget);
    clearIssues();
    try {
      const { login: result } = await login({ input: checked.data });
      if (result.__typename === 'ValidationError') {
        showIssues(result.issues);
        toast({ title: 'Login failed', description: result.message, variant: 'destructive' });
      } else if (result.__typename === 'ViewerPayload') {
        setUnverified(false);
        restartSubscriptions();
        const target = homeAfterLogin(result.user);
        setTimeout(() => navigate(target, { replace: true }), LOGIN_NAVIGATION_DELAY_MS);
      }
    } catch (error) {
      if (errorCode(error) === 'EMAIL_NOT_VERIFIED') {
        setUnverified(true);
        toast({
          title: 'Email not verified',
          description: 'Please verify your email to continue. Check your inbox for the verification link.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Login failed',
          description: errorMessage(error, 'Invalid credentials'),
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {unverified ? <UnverifiedNotice email={values.email} /> : null}
      <EmailField {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" className="w-full" disabled={loggingIn}>
        {loggingIn ? 'Logging in...' : 'Log In'}
      </Button>
      <div className="flex flex-col items-center gap-2 pt-2 text-sm">{links}</div>
    </form>
  );
}

/** docs/specification.md section 8: the orange notice with a resend button for an unverified address. */
function UnverifiedNotice({ email }: { email: string }) {
  const [resend, sending] = useResendVerificationMutation();
  const toast = useToast();
  async function onResend() {
    try {
      const { resendVerification: result } = await resend({ input: { email } });
      if (result.__typename === 'MessagePayload')
        toast({ title: 'Verification email sent', description: result.message });
      else if (result.__typename === 'ValidationError')
        toast({ title: 'Error', description: result.message, variant: 'destructive' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to resend verification email'),
        variant: 'destructive',
      });
    }
  }
  return (
    <Notice tone="warning" role="alert">
      <p className="font-semibold">Email not verified</p>
      <p className="mt-1">Check your inbox for the verification link.</p>
      <Button variant="secondary" className="mt-3" onClick={onResend} disabled={sending || !email.trim()}>
        {sending ? 'Sending...' : 'Resend verification email'}
      </Button>
    </Notice>
  );
}
