import { adminPanelTitle, transporterPortalTitle } from './layout/portalTabs';
import type { RouteTitle } from './layout/pageTitle';

// docs/specification.md section 2 route table: every screen's address, title, who may open it, and its module
// under web/src/ (each its own chunk). router.tsx makes the router of it; the build
// (scripts/route-pages.mjs) writes a page per fixed address that preloads that screen's chunks.

/** Who may open a screen; router.tsx puts the guard that decides it around the screen. */
export type Access =
  | 'anyone'
  /** Returners; others are sent on, the signed-out visitor to the login. */
  | 'returner'
  /** Returners; the signed-out visitor gets the page's own prompt to log in. */
  | 'returner-or-prompt'
  | 'signed-in'
  | 'admin'
  | 'transporter';

export type Screen = { path: string; title: RouteTitle; access: Access; module: string };

export const SCREENS: readonly Screen[] = [
  { path: '', title: 'Home', access: 'returner', module: 'routes/home/HomeRoute' },
  {
    path: 'pickup-request',
    title: 'Create Pickup Request',
    access: 'returner',
    module: 'routes/pickup-request/PickupRequestRoute',
  },
  { path: 'returns', title: 'My Returns', access: 'returner-or-prompt', module: 'routes/returns/ReturnsRoute' },
  {
    path: 'returns/completed',
    title: 'Completed Returns',
    access: 'returner-or-prompt',
    module: 'routes/completed/CompletedRoute',
  },
  { path: 'credits', title: 'Credits', access: 'returner', module: 'routes/credits/CreditsRoute' },
  { path: 'account', title: 'My Account', access: 'signed-in', module: 'routes/account/AccountRoute' },
  {
    path: 'notifications',
    title: 'Notifications',
    access: 'signed-in',
    module: 'routes/notifications/NotificationsRoute',
  },
  { path: 'developers', title: 'Developers', access: 'signed-in', module: 'routes/developers/DevelopersRoute' },
  {
    path: 'change-password',
    title: 'Change Password',
    access: 'signed-in',
    module: 'routes/change-password/ChangePasswordRoute',
  },
  { path: 'more', title: 'More', access: 'anyone', module: 'routes/more/MoreRoute' },
  { path: 'login', title: 'Log In', access: 'anyone', module: 'routes/login/LoginRoute' },
  { path: 'register', title: 'Register', access: 'anyone', module: 'routes/register/RegisterRoute' },
  { path: 'verify-email', title: 'Verify Email', access: 'anyone', module: 'routes/verify-email/VerifyEmailRoute' },
  {
    path: 'forgot-password',
    title: 'Forgot Password',
    access: 'anyone',
    module: 'routes/forgot-password/ForgotPasswordRoute',
  },
  {
    path: 'reset-password',
    title: 'Reset Password',
    access: 'anyone',
    module: 'routes/reset-password/ResetPasswordRoute',
  },
  {
    path: 'partner-info',
    title: 'Become a Transport Partner',
    access: 'anyone',
    module: 'routes/partner-info/PartnerInfoRoute',
  },
  {
    path: 'returner-guide',
    title: 'Return Guide',
    access: 'anyone',
    module: 'routes/returner-guide/ReturnerGuideRoute',
  },
  { path: 'help', title: 'Help', access: 'anyone', module: 'routes/help/HelpRoute' },
  { path: 'admin', title: adminPanelTitle, access: 'anyone', module: 'routes/admin/AdminRoute' },
  {
    path: 'admin/forgot-password',
    title: 'Admin Password Reset',
    access: 'anyone',
    module: 'routes/admin-forgot-password/AdminForgotPasswordRoute',
  },
  { path: 'admin/zones/:id/edit', title: 'Zone Editor', access: 'admin', module: 'routes/zone-editor/ZoneEditorRoute' },
  { path: 'drum-specs', title: 'Drum Specifications', access: 'admin', module: 'routes/drum-specs/DrumSpecsRoute' },
  {
    path: 'transport-dashboard',
    title: transporterPortalTitle,
    access: 'transporter',
    module: 'routes/transport-dashboard/TransportDashboardRoute',
  },
  { path: '*', title: 'Page Not Found', access: 'anyone', module: 'routes/not-found/NotFoundRoute' },
];
