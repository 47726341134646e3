import { useTranslation } from 'react-i18next';
import { ForgotPasswordScreen } from '../forgot-password/ForgotPasswordForm';

/** docs/specification.md section 2: the admin reset request, with a Back to login link to /admin. */
export function Component() {
  const { t } = useTranslation();
  // The admin pages have no app chrome, so the page brings its own main landmark.
  return (
    <main id="main">
      <ForgotPasswordScreen backTo="/admin" backLabel={t('account.forgot.adminBackToLogin')} />
    </main>
  );
}
