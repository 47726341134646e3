import { describe, expect, it } from 'vitest';
import { adminAccess, adminPanelAccess, returnerAccess, signedInAccess, transporterAccess } from './access';

const admin = { role: 'admin', approved: true };
const transporter = { role: 'transporter', approved: true };
const returner = { role: 'returner', approved: true };
const pendingReturner = { role: 'returner', approved: false };
const pendingTransporter = { role: 'transporter', approved: false };

describe('access guards (docs/specification.md section 2)', () => {
  it('returner routes redirect admins and transporters, show pending to unapproved returners', () => {
    expect(returnerAccess(admin, 'login')).toEqual({ redirect: '/admin' });
    expect(returnerAccess(transporter, 'login')).toEqual({ redirect: '/transport-dashboard' });
    expect(returnerAccess(pendingReturner, 'login')).toEqual({ pending: true });
    expect(returnerAccess(returner, 'login')).toEqual({ allow: true });
  });
  it('returner routes send the signed-out to /login unless the page prompts itself', () => {
    expect(returnerAccess(null, 'login')).toEqual({ redirect: '/login' });
    expect(returnerAccess(null, 'page')).toEqual({ allow: true });
  });
  it('admin-only routes: signed out to /admin, transporters to /transport-dashboard, others to /dashboard', () => {
    expect(adminAccess(null)).toEqual({ redirect: '/admin' });
    expect(adminAccess(transporter)).toEqual({ redirect: '/transport-dashboard' });
    expect(adminAccess(returner)).toEqual({ redirect: '/dashboard' });
    expect(adminAccess(admin)).toEqual({ allow: true });
  });
  it('the admin panel is a login when signed out and sends signed-in non-admins to /', () => {
    expect(adminPanelAccess(null)).toEqual({ adminLogin: true });
    expect(adminPanelAccess(returner)).toEqual({ redirect: '/' });
    expect(adminPanelAccess(transporter)).toEqual({ redirect: '/' });
    expect(adminPanelAccess(admin)).toEqual({ allow: true });
  });
  it('the transporter route sends admins to /admin and others to /dashboard', () => {
    expect(transporterAccess(admin)).toEqual({ redirect: '/admin' });
    expect(transporterAccess(returner)).toEqual({ redirect: '/dashboard' });
    expect(transporterAccess(null)).toEqual({ redirect: '/login' });
    expect(transporterAccess(pendingTransporter)).toEqual({ pending: true });
    expect(transporterAccess(transporter)).toEqual({ allow: true });
  });
  it('account pages need a signed-in user', () => {
    expect(signedInAccess(null)).toEqual({ redirect: '/login' });
    expect(signedInAccess(pendingReturner)).toEqual({ allow: true });
  });
});
