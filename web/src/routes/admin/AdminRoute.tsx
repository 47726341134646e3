import { Navigate } from 'react-router';
import { TextLink } from '../../components/Button';
import { adminPanelAccess } from '../../guards/access';
import { AuthLayout } from '../../layout/AuthLayout';
import { useTitleOverride } from '../../layout/pageTitle';
import { useViewer } from '../../viewer/ViewerProvider';
import { LoginForm } from '../login/LoginForm';
import { AdminPanel } from './AdminPanel';

/** /admin: the admin login when signed out, the admin panel for admins, / for anyone else. */
export function Component() {
  const access = adminPanelAccess(useViewer());
  if ('adminLogin' in access) {
    return <AdminLogin />;
  }
  if ('redirect' in access) return <Navigate to={access.redirect} replace />;
  return <AdminPanel />;
}

function AdminLogin() {
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
