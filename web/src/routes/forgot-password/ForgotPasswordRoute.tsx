import { useTranslation } from 'react-i18next';
import { ForgotPasswordScreen } from './ForgotPasswordForm';

export function Component() {
  const { t } = useTranslation();
  return <ForgotPasswordScreen backTo="/login" backLabel={t('account.forgot.backToLogin')} />;
}
