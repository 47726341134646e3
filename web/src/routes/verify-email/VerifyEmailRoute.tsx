import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmailOnlySchema } from '../../../../domain/validation/account';
import { validate } from '../../../../domain/validation/common';
import { Button } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { Spinner } from '../../components/Spinner';
import { AuthLayout } from '../../layout/AuthLayout';
import { useResendVerificationMutation } from '../../mutations/ResendVerificationMutation';
import { useVerifyEmailMutation } from '../../mutations/VerifyEmailMutation';
import { errorMessage } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';
import { inLanguage } from '../../i18n';

/** docs/specification.md section 9: redirect to login 3 s after verification. */
export const VERIFIED_REDIRECT_MS = 3000;

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', message: t('errors.account.tokenRequired') },
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
        // The page's own words for the success, not the server's message: the server answers
        // its messages in English whatever the reader's language.
        if (result.__typename === 'MessagePayload') setState({ kind: 'verified' });
        else if (result.__typename === 'ValidationError') setState({ kind: 'failed', message: result.message });
      })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: errorMessage(error, t('account.verify.failed')) }),
      );
  }, [token, verify, t]);

  useEffect(() => {
    if (state.kind !== 'verified') return;
    const timer = setTimeout(() => navigate('/login'), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'verifying') {
    return (
      <AuthLayout title={t('account.verify.verifying')}>
        <div className="flex justify-center py-4" role="status">
          <Spinner className="size-8" />
          <span className="sr-only">{t('account.verify.verifyingStatus')}</span>
        </div>
      </AuthLayout>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AuthLayout title={t('account.verify.verified')} subtitle={t('account.verify.verifiedDetail')}>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('account.verify.approval')}</p>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('account.verify.redirecting')}</p>
        <Button className="w-full" onClick={() => navigate('/login')}>
          {t('account.verify.goToLogin')}
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('account.verify.failedTitle')} subtitle={<span role="alert">{state.message}</span>}>
      <ResendForm />
      <Button variant="secondary" className="mt-3 w-full" onClick={() => navigate('/login')}>
        {t('account.verify.backToLogin')}
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
  const { t } = useTranslation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(EmailOnlySchema, { email });
    if (!checked.ok) return setError(inLanguage(checked.issues[0].message));
    setError(undefined);
    try {
      const { resendVerification: result } = await resend({ input: checked.data });
      if (result.__typename === 'MessagePayload')
        toast({ title: t('account.verify.sent'), description: result.message });
      else if (result.__typename === 'ValidationError') {
        setError(fieldErrors(result.issues).email ?? result.message);
        toast(errorToast(t('common.error'), result.message));
      }
    } catch (err) {
      toast(errorToast(t('common.error'), errorMessage(err, t('account.verify.resendFailed'))));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('account.verify.resendIntro')}</p>
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? t('account.verify.sending') : t('account.verify.resend')}
      </Button>
    </form>
  );
}
