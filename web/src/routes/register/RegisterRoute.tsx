import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES, RegistrationSchema } from '../../../../domain/validation/account';
import { orgNumberAsTyped, validate } from '../../../../domain/validation/common';
import { Button, TextLink } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { Field } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { useFormFields } from '../../components/useFormFields';
import { AuthLayout } from '../../layout/AuthLayout';
import { useRegisterMutation } from '../../mutations/RegisterMutation';
import { errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';

const EMPTY = {
  name: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  companyOrgNumber: '',
  division: '',
};
type Values = typeof EMPTY;

/** docs/specification.md section 5 pairs a toast title with these rules' messages (the rules write English). */
function toastTitle(message: string, t: TFunction): string {
  switch (message) {
    case MESSAGES.passwordMismatch:
      return t('account.register.passwordMismatch');
    case MESSAGES.orgNumberRequired:
      return t('account.register.orgNumberRequired');
    case MESSAGES.orgNumberFormat:
      return t('account.register.orgNumberFormat');
    default:
      return t('account.register.failed');
  }
}

export function Component() {
  const { values, field, showIssues, clearIssues } = useFormFields<Values>(EMPTY);
  const [register, registering] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(RegistrationSchema, values);
    if (!checked.ok) {
      showIssues(checked.issues, form);
      const first = checked.issues[0].message;
      // One error per field: the message is beside its field; the toast names the problem.
      return toast(errorToast(toastTitle(first, t)));
    }
    clearIssues();
    try {
      const { register: result } = await register({ input: values });
      if (result.__typename === 'ValidationError') {
        showIssues(result.issues, form);
        toast(errorToast(t('account.register.failed'), result.message));
      } else if (result.__typename === 'MessagePayload') {
        toast({
          title: t('account.register.succeeded'),
          description: t('account.register.succeededDescription'),
        });
        navigate('/login');
      }
    } catch (error) {
      toast(errorToast(t('account.register.failed'), errorMessage(error, t('shell.errors.occurred'))));
    }
  }

  return (
    <AuthLayout title={t('account.register.title')} subtitle={t('account.register.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label={t('account.register.name')} autoComplete="name" {...field('name')} />
        <EmailField {...field('email')} />
        <Field label={t('account.register.phoneNumber')} type="tel" autoComplete="tel" {...field('phoneNumber')} />
        <PasswordField
          label={t('account.register.password')}
          autoComplete="new-password"
          hint={t('account.register.passwordHint')}
          {...field('password')}
        />
        <PasswordField
          label={t('account.register.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Field label={t('account.register.companyName')} autoComplete="organization" {...field('companyName')} />
        <Field
          label={t('account.register.orgNumber')}
          placeholder="123456-7890"
          inputMode="numeric"
          hint={t('account.register.orgNumberHint')}
          {...field('companyOrgNumber')}
          // Formatted as typed: '5566778899' becomes '556677-8899'.
          onChange={(event) =>
            field('companyOrgNumber').onChange({ target: { value: orgNumberAsTyped(event.target.value) } })
          }
        />
        <Field label={t('account.register.division')} {...field('division')} />
        <Button type="submit" className="w-full" disabled={registering}>
          {registering ? t('account.register.submitting') : t('account.register.submit')}
        </Button>
        <p className="pt-2 text-center text-sm text-slate-600 dark:text-slate-400">
          {t('account.register.haveAccount')} <TextLink to="/login">{t('account.register.backToLogin')}</TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
