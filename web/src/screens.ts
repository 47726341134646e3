import { adminPanelTitle, transporterPortalTitle } from './layout/portalTabs';
import type { RouteTitle } from './layout/pageTitle';
import { t } from './i18n';

// docs/specification.md section 2 route table: every screen's address, title, who may open it, and its module
// under web/src/ (each its own chunk). router.tsx makes the router of it; the build
// (scripts/route-pages.mjs) writes a page per fixed address that preloads that screen's chunks.
// Titles are asked for as the page shows, so they follow the language on screen.

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
  { path: '', title: () => t('shell.titles.home'), access: 'returner', module: 'routes/home/HomeRoute' },
  {
    path: 'pickup-request',
    title: () => t('shell.titles.pickupRequest'),
    access: 'returner',
    module: 'routes/pickup-request/PickupRequestRoute',
  },
  {
    path: 'returns',
    title: () => t('shell.titles.myReturns'),
    access: 'returner-or-prompt',
    module: 'routes/returns/ReturnsRoute',
  },
  {
    path: 'returns/drums',
    title: () => t('trackedDrums.title'),
    access: 'returner-or-prompt',
    module: 'routes/drums-on-site/DrumsOnSiteRoute',
  },
  {
    path: 'returns/completed',
    title: () => t('shell.titles.completed'),
    access: 'returner-or-prompt',
    module: 'routes/completed/CompletedRoute',
  },
  {
    path: 'credits',
    title: () => t('shell.titles.credits'),
    access: 'returner',
    module: 'routes/credits/CreditsRoute',
  },
  {
    path: 'account',
    title: () => t('shell.titles.myAccount'),
    access: 'signed-in',
    module: 'routes/account/AccountRoute',
  },
  {
    path: 'notifications',
    title: () => t('shell.titles.notifications'),
    access: 'signed-in',
    module: 'routes/notifications/NotificationsRoute',
  },
  {
    path: 'developers',
    title: () => t('shell.titles.developers'),
    access: 'signed-in',
    module: 'routes/developers/DevelopersRoute',
  },
  {
    path: 'change-password',
    title: () => t('shell.titles.changePassword'),
    access: 'signed-in',
    module: 'routes/change-password/ChangePasswordRoute',
  },
  { path: 'more', title: () => t('shell.titles.more'), access: 'anyone', module: 'routes/more/MoreRoute' },
  { path: 'login', title: () => t('shell.titles.logIn'), access: 'anyone', module: 'routes/login/LoginRoute' },
  {
    path: 'register',
    title: () => t('shell.titles.register'),
    access: 'anyone',
    module: 'routes/register/RegisterRoute',
  },
  {
    path: 'verify-email',
    title: () => t('shell.titles.verifyEmail'),
    access: 'anyone',
    module: 'routes/verify-email/VerifyEmailRoute',
  },
  {
    path: 'forgot-password',
    title: () => t('shell.titles.forgotPassword'),
    access: 'anyone',
    module: 'routes/forgot-password/ForgotPasswordRoute',
  },
  {
    path: 'reset-password',
    title: () => t('shell.titles.resetPassword'),
    access: 'anyone',
    module: 'routes/reset-password/ResetPasswordRoute',
  },
  {
    path: 'partner-info',
    title: () => t('shell.titles.partnerInfo'),
    access: 'anyone',
    module: 'routes/partner-info/PartnerInfoRoute',
  },
  {
    path: 'returner-guide',
    title: () => t('shell.titles.returnGuide'),
    access: 'anyone',
    module: 'routes/returner-guide/ReturnerGuideRoute',
  },
  { path: 'help', title: () => t('shell.titles.help'), access: 'anyone', module: 'routes/help/HelpRoute' },
  { path: 'admin', title: adminPanelTitle, access: 'anyone', module: 'routes/admin/AdminRoute' },
  {
    path: 'admin/forgot-password',
    title: () => t('shell.titles.adminForgotPassword'),
    access: 'anyone',
    module: 'routes/admin-forgot-password/AdminForgotPasswordRoute',
  },
  {
    path: 'admin/zones/:id/edit',
    title: () => t('shell.titles.zoneEditor'),
    access: 'admin',
    module: 'routes/zone-editor/ZoneEditorRoute',
  },
  {
    path: 'drum-specs',
    title: () => t('shell.titles.drumSpecs'),
    access: 'admin',
    module: 'routes/drum-specs/DrumSpecsRoute',
  },
  {
    path: 'transport-dashboard',
    title: transporterPortalTitle,
    access: 'transporter',
    module: 'routes/transport-dashboard/TransportDashboardRoute',
  },
  { path: '*', title: () => t('shell.titles.notFound'), access: 'anyone', module: 'routes/not-found/NotFoundRoute' },
];
