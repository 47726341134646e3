import { TextLink } from '../../components/Button';
import { AuthLayout } from '../../layout/AuthLayout';
import { useTitleOverride } from '../../layout/pageTitle';
import { LoginForm } from '../login/LoginForm';

/** The admin login at /admin, for a signed-out visitor. */
export default function AdminLogin() {
  useTitleOverride('Admin Login');
  // The admin pages have no app chrome, so the page brings its own main landmark.
  return (
    <main id="main">
      <AuthLayout title="Admin Login" subtitle="Sign in to manage drum returns">
        <LoginForm links={<TextLink to="/admin/forgot-password">Forgot password?</TextLink>} />
      </AuthLayout>
    </main>
  );
}
