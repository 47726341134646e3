import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminRoutes, ReturnerRoutes, SignedInRoutes, TransporterRoutes } from './guards/guards';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { Splash } from './layout/Splash';

// spec.md section 2 route table. Every screen is its own chunk (route.lazy); the guards that
// decide who may see it are in the main bundle, so a redirect never waits for a download.
const screens: RouteObject[] = [
  {
    element: <ReturnerRoutes signedOut="login" />,
    children: [
      { index: true, lazy: () => import('./routes/home/HomeRoute') },
      { path: 'pickup-request', lazy: () => import('./routes/pickup-request/PickupRequestRoute') },
    ],
  },
  {
    // These pages prompt the signed-out visitor to log in themselves.
    element: <ReturnerRoutes signedOut="page" />,
    children: [
      { path: 'returns', lazy: () => import('./routes/returns/ReturnsRoute') },
      { path: 'returns/completed', lazy: () => import('./routes/completed/CompletedRoute') },
    ],
  },
  {
    element: <SignedInRoutes />,
    children: [
      { path: 'account', lazy: () => import('./routes/account/AccountRoute') },
      { path: 'change-password', lazy: () => import('./routes/change-password/ChangePasswordRoute') },
    ],
  },
  { path: 'more', lazy: () => import('./routes/more/MoreRoute') },
  { path: 'login', lazy: () => import('./routes/login/LoginRoute') },
  { path: 'register', lazy: () => import('./routes/register/RegisterRoute') },
  { path: 'verify-email', lazy: () => import('./routes/verify-email/VerifyEmailRoute') },
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password/ForgotPasswordRoute') },
  { path: 'reset-password', lazy: () => import('./routes/reset-password/ResetPasswordRoute') },
  { path: 'partner-info', lazy: () => import('./routes/partner-info/PartnerInfoRoute') },
  { path: 'returner-guide', lazy: () => import('./routes/returner-guide/ReturnerGuideRoute') },
  { path: 'help', lazy: () => import('./routes/help/HelpRoute') },
  { path: 'dashboard', element: <Navigate to="/returns" replace /> },
  { path: 'admin', lazy: () => import('./routes/admin/AdminRoute') },
  { path: 'admin/forgot-password', lazy: () => import('./routes/admin-forgot-password/AdminForgotPasswordRoute') },
  {
    element: <AdminRoutes />,
    children: [
      { path: 'admin/zones/:id/edit', lazy: () => import('./routes/zone-editor/ZoneEditorRoute') },
      { path: 'drum-specs', lazy: () => import('./routes/drum-specs/DrumSpecsRoute') },
    ],
  },
  {
    element: <TransporterRoutes />,
    children: [
      { path: 'transport-dashboard', lazy: () => import('./routes/transport-dashboard/TransportDashboardRoute') },
    ],
  },
  { path: '*', lazy: () => import('./routes/not-found/NotFoundRoute') },
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
