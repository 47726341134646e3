import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PendingApproval } from '../layout/PendingApproval';
import { useViewer } from '../viewer/ViewerProvider';
import { type Access, adminAccess, returnerAccess, signedInAccess, transporterAccess } from './access';

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
