import { Component, type ReactNode, StrictMode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { Splash } from './layout/Splash';
import { errorMessage } from './relay/errors';
import { RelayContext, relayContextValue } from './relay/loadRelay';
import type { AppRouter } from './router';
import { UpdatedNotice } from './pwa/UpdatedNotice';
import { ToastProvider } from './toast/ToastProvider';
import { ViewerProvider } from './viewer/ViewerProvider';

export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      {/* Relay's environment, for the hooks of whatever renders once it has loaded (relay/loadRelay.ts). */}
      <RelayContext value={relayContextValue}>
        <ToastProvider>
          <UpdatedNotice />
          <StartupErrorBoundary>
            <Suspense fallback={<Splash />}>
              <ViewerProvider>
                <RouterProvider router={router} />
              </ViewerProvider>
            </Suspense>
          </StartupErrorBoundary>
        </ToastProvider>
      </RelayContext>
    </StrictMode>
  );
}

/** When the first question to the server (who is signed in?) fails, say so and offer a retry. */
class StartupErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return <StartupError error={this.state.error} />;
  }
}

function StartupError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-bold">{t('shell.startup.title')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{errorMessage(error, t('shell.errors.generic'))}</p>
      <button
        type="button"
        className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
        onClick={() => window.location.reload()}
      >
        {t('shell.startup.retry')}
      </button>
    </div>
  );
}
