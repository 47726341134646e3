import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/Button';
import { AuthLayout } from '../../layout/AuthLayout';
import { useTitleOverride } from '../../layout/pageTitle';
import { LoginForm } from '../login/LoginForm';

/** The admin login at /admin, for a signed-out visitor. */
export default function AdminLogin() {
  const { t } = useTranslation();
  useTitleOverride(t('admin.login.title'));
  // The admin pages have no app chrome, so the page brings its own main landmark.
  return (
    <main id="main">
      <AuthLayout title={t('admin.login.title')} subtitle={t('admin.login.subtitle')}>
        <LoginForm links={<TextLink to="/admin/forgot-password">{t('login.forgotPassword')}</TextLink>} />
      </AuthLayout>
    </main>
  );
}
