import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminRoutes, ReturnerRoutes, SignedInRoutes, TransporterRoutes } from './guards/guards';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { Splash } from './layout/Splash';
import { adminPanelTitle, transporterPortalTitle } from './layout/portalTabs';

// spec.md section 2 route table. Every screen is its own chunk (route.lazy); the guards that
// decide who may see it are in the main bundle, so a redirect never waits for a download.
const screens: RouteObject[] = [
  {
    element: <ReturnerRoutes signedOut="login" />,
    children: [
      { index: true, handle: { title: 'Home' }, lazy: () => import('./routes/home/HomeRoute') },
      {
        path: 'pickup-request',
        handle: { title: 'Create Pickup Request' },
        lazy: () => import('./routes/pickup-request/PickupRequestRoute'),
      },
    ],
  },
  {
    // These pages prompt the signed-out visitor to log in themselves.
    element: <ReturnerRoutes signedOut="page" />,
    children: [
      { path: 'returns', handle: { title: 'My Returns' }, lazy: () => import('./routes/returns/ReturnsRoute') },
      {
        path: 'returns/completed',
        handle: { title: 'Completed Returns' },
        lazy: () => import('./routes/completed/CompletedRoute'),
      },
    ],
  },
  {
    element: <SignedInRoutes />,
    children: [
      { path: 'account', handle: { title: 'My Account' }, lazy: () => import('./routes/account/AccountRoute') },
      {
        path: 'developers',
        handle: { title: 'Developers' },
        lazy: () => import('./routes/developers/DevelopersRoute'),
      },
      {
        path: 'change-password',
        handle: { title: 'Change Password' },
        lazy: () => import('./routes/change-password/ChangePasswordRoute'),
      },
    ],
  },
  { path: 'more', handle: { title: 'More' }, lazy: () => import('./routes/more/MoreRoute') },
  { path: 'login', handle: { title: 'Log In' }, lazy: () => import('./routes/login/LoginRoute') },
  { path: 'register', handle: { title: 'Register' }, lazy: () => import('./routes/register/RegisterRoute') },
  {
    path: 'verify-email',
    handle: { title: 'Verify Email' },
    lazy: () => import('./routes/verify-email/VerifyEmailRoute'),
  },
  {
    path: 'forgot-password',
    handle: { title: 'Forgot Password' },
    lazy: () => import('./routes/forgot-password/ForgotPasswordRoute'),
  },
  {
    path: 'reset-password',
    handle: { title: 'Reset Password' },
    lazy: () => import('./routes/reset-password/ResetPasswordRoute'),
  },
  {
    path: 'partner-info',
    handle: { title: 'Become a Transport Partner' },
    lazy: () => import('./routes/partner-info/PartnerInfoRoute'),
  },
  {
    path: 'returner-guide',
    handle: { title: 'Return Guide' },
    lazy: () => import('./routes/returner-guide/ReturnerGuideRoute'),
  },
  { path: 'help', handle: { title: 'Help' }, lazy: () => import('./routes/help/HelpRoute') },
  { path: 'dashboard', element: <Navigate to="/returns" replace /> },
  { path: 'admin', handle: { title: adminPanelTitle }, lazy: () => import('./routes/admin/AdminRoute') },
  {
    path: 'admin/forgot-password',
    handle: { title: 'Admin Password Reset' },
    lazy: () => import('./routes/admin-forgot-password/AdminForgotPasswordRoute'),
  },
  {
    element: <AdminRoutes />,
    children: [
      {
        path: 'admin/zones/:id/edit',
        handle: { title: 'Zone Editor' },
        lazy: () => import('./routes/zone-editor/ZoneEditorRoute'),
      },
      {
        path: 'drum-specs',
        handle: { title: 'Drum Specifications' },
        lazy: () => import('./routes/drum-specs/DrumSpecsRoute'),
      },
    ],
  },
  {
    element: <TransporterRoutes />,
    children: [
      {
        path: 'transport-dashboard',
        handle: { title: transporterPortalTitle },
        lazy: () => import('./routes/transport-dashboard/TransportDashboardRoute'),
      },
    ],
  },
  { path: '*', handle: { title: 'Page Not Found' }, lazy: () => import('./routes/not-found/NotFoundRoute') },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: Splash,
    // One boundary inside the layout: a failing page keeps the navigation.
    children: [{ ErrorBoundary: RouteError, children: screens }],
  },
];

export const createRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createRouter>;
