import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminRoutes, ReturnerRoutes, SignedInRoutes, TransporterRoutes } from './guards/guards';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';
import { Splash } from './layout/Splash';
import { withTheRest } from './pwa/firstScreen';
import { type Access, SCREENS } from './screens';

// The router of the route table (screens.ts). Every screen is its own chunk (route.lazy, from
// Vite's glob of the screen modules); the guards that decide who may see it are in the main
// bundle, so a redirect never waits for a download.
type LazyScreen = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;
const screenModules = import.meta.glob<Awaited<ReturnType<LazyScreen>>>('./routes/*/*Route.tsx');

const GUARDS: Record<Exclude<Access, 'anyone'>, ReactElement> = {
  returner: <ReturnerRoutes signedOut="login" />,
  // These pages prompt the signed-out visitor to log in themselves.
  'returner-or-prompt': <ReturnerRoutes signedOut="page" />,
  'signed-in': <SignedInRoutes />,
  admin: <AdminRoutes />,
  transporter: <TransporterRoutes />,
};

// The sign-in page speaks the first bundle's words (web/src/i18n.ts); every other screen loads
// with the whole catalogue.
const FIRST_WORDS_SCREENS = new Set(['routes/login/LoginRoute']);

const routeOf = (access: Access) =>
  SCREENS.filter((screen) => screen.access === access).map((screen): RouteObject => {
    const load = screenModules[`./${screen.module}.tsx`];
    return {
      ...(screen.path ? { path: screen.path } : { index: true }),
      handle: { title: screen.title },
      lazy: FIRST_WORDS_SCREENS.has(screen.module) ? load : withTheRest(load),
    };
  });

const screens: RouteObject[] = [
  ...Object.entries(GUARDS).map(([access, element]) => ({ element, children: routeOf(access as Access) })),
  ...routeOf('anyone'),
  { path: 'dashboard', element: <Navigate to="/returns" replace /> },
];

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: Splash,
    // One boundary inside the layout: a failing page keeps the navigation.
    children: [{ ErrorBoundary: RouteError, children: screens }],
  },
];

export const createRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createRouter>;
