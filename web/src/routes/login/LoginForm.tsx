import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { Notice } from '../../components/Notice';
import { PasswordField } from '../../components/PasswordField';
import { useFormFields } from '../../components/useFormFields';
import { useLoginMutation } from '../../mutations/LoginMutation';
import { useResendVerificationMutation } from '../../mutations/ResendVerificationMutation';
import { restartSubscriptions } from '../../relay/environment';
import { errorCode, errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';
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
  const { t } = useTranslation();

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
        toast(errorToast(t('login.failed'), result.message));
      } else if (result.__typename === 'ViewerPayload') {
        setUnverified(false);
        restartSubscriptions();
        const target = homeAfterLogin(result.user);
        // At /admin the panel takes the login form's place as soon as the viewer is known; a tab
        // tapped in those 100 ms moved the address on, and going "home" then would undo the tap.
        const here = `${window.location.pathname}${window.location.search}`;
        setTimeout(() => {
          if (`${window.location.pathname}${window.location.search}` === here) navigate(target, { replace: true });
        }, LOGIN_NAVIGATION_DELAY_MS);
      }
    } catch (error) {
      if (errorCode(error) === 'EMAIL_NOT_VERIFIED') {
        setUnverified(true);
        toast(errorToast(t('login.notVerified'), t('login.notVerifiedDescription')));
      } else {
        toast(errorToast(t('login.failed'), errorMessage(error, t('login.invalidCredentials'))));
      }
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {unverified ? <UnverifiedNotice email={values.email} /> : null}
      <EmailField label={t('fields.email')} {...field('email')} />
      <PasswordField label={t('login.password')} autoComplete="current-password" {...field('password')} />
      <Button type="submit" className="w-full" disabled={loggingIn}>
        {loggingIn ? t('login.submitting') : t('login.submit')}
      </Button>
      <div className="flex flex-col items-center gap-2 pt-2 text-sm">{links}</div>
    </form>
  );
}

/** docs/specification.md section 8: the orange notice with a resend button for an unverified address. */
function UnverifiedNotice({ email }: { email: string }) {
  const [resend, sending] = useResendVerificationMutation();
  const toast = useToast();
  const { t } = useTranslation();
  async function onResend() {
    try {
      const { resendVerification: result } = await resend({ input: { email } });
      if (result.__typename === 'MessagePayload') toast({ title: t('login.resent'), description: result.message });
      else if (result.__typename === 'ValidationError') toast(errorToast(t('login.error'), result.message));
    } catch (error) {
      toast(errorToast(t('login.error'), errorMessage(error, t('login.resendFailed'))));
    }
  }
  return (
    <Notice tone="warning" role="alert">
      <p className="font-semibold">{t('login.notVerified')}</p>
      <p className="mt-1">{t('login.checkInbox')}</p>
      <Button variant="secondary" className="mt-3" onClick={onResend} disabled={sending || !email.trim()}>
        {sending ? t('login.resending') : t('login.resend')}
      </Button>
    </Notice>
  );
}
