import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailOnlySchema } from '../../../../domain/validation/account';
import { validate } from '../../../../domain/validation/common';
import { Button, TextLink } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { AuthLayout } from '../../layout/AuthLayout';
import { useForgotPasswordMutation } from '../../mutations/ForgotPasswordMutation';
import { errorMessage, isNetworkError } from '../../relay/errors';
import { fieldErrors } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';
import { inLanguage } from '../../i18n';

/** The reset request of /forgot-password and /admin/forgot-password; they differ in the way back. */
export function ForgotPasswordScreen({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, sending] = useForgotPasswordMutation();
  const toast = useToast();
  const { t } = useTranslation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(EmailOnlySchema, { email });
    if (!checked.ok) return setError(inLanguage(checked.issues[0].message));
    setError(undefined);
    try {
      const { forgotPassword: result } = await send({ input: checked.data });
      if (result.__typename === 'MessagePayload') {
        setSentTo(checked.data.email);
        toast({ title: t('account.forgot.sent'), description: t('account.forgot.sentDescription') });
      } else if (result.__typename === 'ValidationError') {
        setError(fieldErrors(result.issues).email ?? result.message);
        toast(errorToast(t('common.error'), result.message));
      }
    } catch (err) {
      const description = isNetworkError(err)
        ? t('shell.errors.generic')
        : errorMessage(err, t('account.forgot.failed'));
      toast(errorToast(t('common.error'), description));
    }
  }

  if (sentTo) {
    return (
      <AuthLayout title={t('account.forgot.checkTitle')}>
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>
            {t('account.forgot.accountExistsBefore')}
            <strong>{sentTo}</strong>
            {t('account.forgot.accountExistsAfter')}
          </p>
          <p>{t('account.forgot.spam')}</p>
          <p>{t('account.forgot.expires')}</p>
        </div>
        <p className="mt-6 text-center text-sm">
          <TextLink to={backTo}>{backLabel}</TextLink>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? t('account.forgot.sending') : t('account.forgot.submit')}
        </Button>
        <p className="text-center text-sm">
          <TextLink to={backTo}>{backLabel}</TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
