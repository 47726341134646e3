import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordSchema } from '../../../../domain/validation/account';
import { validate } from '../../../../domain/validation/common';
import { Button, TextLink } from '../../components/Button';
import { NewPasswordFields } from '../../components/PasswordField';
import { useFormFields } from '../../components/useFormFields';
import { AuthLayout } from '../../layout/AuthLayout';
import { useResetPasswordMutation } from '../../mutations/ResetPasswordMutation';
import { errorCode, errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';
import { inLanguage } from '../../i18n';

/** docs/specification.md section 9: redirect to login 3 s after a reset. */
export const RESET_REDIRECT_MS = 3000;

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const navigate = useNavigate();
  const toast = useToast();
  const warned = useRef(false);
  const { t } = useTranslation();

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast(errorToast(t('account.reset.invalidLink'), t('errors.account.resetTokenRequired')));
  }, [token, toast, t]);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (state === 'invalid') {
    return (
      <AuthLayout title={t('account.reset.invalidTitle')} subtitle={t('account.reset.invalidSubtitle')}>
        <Button className="w-full" onClick={() => navigate('/forgot-password')}>
          {t('account.reset.requestNew')}
        </Button>
        <p className="mt-4 text-center text-sm">
          <TextLink to="/login">{t('account.reset.backToLogin')}</TextLink>
        </p>
      </AuthLayout>
    );
  }
  if (state === 'done') {
    return (
      <AuthLayout title={t('account.reset.doneTitle')} subtitle={t('account.reset.doneSubtitle')}>
        <Button className="w-full" onClick={() => navigate('/login')}>
          {t('account.reset.goToLogin')}
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
  const { t } = useTranslation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(ResetPasswordSchema, { token, ...values });
    if (!checked.ok) {
      showIssues(checked.issues, form);
      return toast(errorToast(t('common.error'), inLanguage(checked.issues[0].message)));
    }
    clearIssues();
    try {
      const { resetPassword: result } = await reset({ input: { token, ...values } });
      if (result.__typename === 'MessagePayload') onDone();
      else if (result.__typename === 'ValidationError') {
        showIssues(result.issues);
        toast(errorToast(t('account.reset.failed'), result.message));
      }
    } catch (error) {
      toast(errorToast(t('account.reset.failed'), errorMessage(error, t('account.reset.failedDescription'))));
      if (errorCode(error) === 'INVALID_TOKEN') onInvalid();
    }
  }

  return (
    <AuthLayout title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <NewPasswordFields newPassword={field('newPassword')} confirm={field('confirmPassword')} />
        <Button type="submit" className="w-full" disabled={resetting}>
          {resetting ? t('account.reset.submitting') : t('account.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
