import type { Viewer } from './ViewerProvider';

/** docs/specification.md section 2: after login admins go to /admin, transporters to /transport-dashboard, others to /returns. */
export function homeAfterLogin(viewer: Pick<Viewer, 'role'>): string {
  if (viewer.role === 'admin') return '/admin';
  if (viewer.role === 'transporter') return '/transport-dashboard';
  return '/returns';
}
