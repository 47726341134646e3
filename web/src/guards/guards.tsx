import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { withTheRest } from '../pwa/firstScreen';
import { useViewer } from '../viewer/ViewerProvider';
import { type Access, adminAccess, returnerAccess, signedInAccess, transporterAccess } from './access';

// A page for signed-in people waiting for approval: loaded when needed (the layout's Suspense
// shows a spinner meanwhile), not with the first page, and with the whole catalogue.
const PendingApproval = lazy(
  withTheRest(() => import('../layout/PendingApproval').then((module) => ({ default: module.PendingApproval }))),
);

function Apply({ access, children }: { access: Access; children?: ReactNode }) {
  if ('redirect' in access) return <Navigate to={access.redirect} replace />;
  if ('pending' in access) return <PendingApproval />;
  return children ?? <Outlet />;
}

/** Wraps returner pages; `signedOut="page"` lets a page show its own log-in prompt. */
export function ReturnerRoutes({ signedOut }: { signedOut: 'login' | 'page' }) {
  return <Apply access={returnerAccess(useViewer(), signedOut)} />;
}

export function AdminRoutes() {
  return <Apply access={adminAccess(useViewer())} />;
}

export function TransporterRoutes() {
  return <Apply access={transporterAccess(useViewer())} />;
}

export function SignedInRoutes() {
  return <Apply access={signedInAccess(useViewer())} />;
}
