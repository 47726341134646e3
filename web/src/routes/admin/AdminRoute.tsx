import { lazy } from 'react';
import { Navigate } from 'react-router';
import { adminPanelAccess } from '../../guards/access';
import { useViewer } from '../../viewer/ViewerProvider';
import { AdminPanel } from './AdminPanel';

// The login form is the signed-out visitor's only; an admin's panel loads without it.
const AdminLogin = lazy(() => import('./AdminLogin'));

/** /admin: the admin login when signed out, the admin panel for admins, / for anyone else. */
export function Component() {
  const access = adminPanelAccess(useViewer());
  if ('adminLogin' in access) {
    return <AdminLogin />;
  }
  if ('redirect' in access) return <Navigate to={access.redirect} replace />;
  return <AdminPanel />;
}
