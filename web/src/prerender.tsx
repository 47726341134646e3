import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { routes } from './router';

/**
 * Built by `vite build --ssr` (package.json "build") and run once by scripts/route-pages.mjs: the
 * markup a visitor without a session sees at `path`, for the signed-out copy of that screen's
 * page. The browser paints the screen itself before the JavaScript arrives (issue 16: the login
 * page's largest text waited on every chunk of the app), and main.tsx then renders the app over it
 * (web/src/prerendered.ts keeps what was typed meanwhile).
 *
 * The tree is the app's for a signed-out visitor: no viewer (useViewer's default, null), no
 * toasts (useToast's default), and a Relay environment that is never asked anything.
 * scripts/route-pages.mjs disables its buttons until the app runs.
 */
export async function renderSignedOutScreen(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://drum-returns.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  if (context.errors) throw new Error(`${path} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const relay = new Environment({
    network: Network.create(() => {
      throw new Error(`${path} asks the server while prerendered`);
    }),
    store: new Store(new RecordSource()),
  });
  return renderToStaticMarkup(
    <StrictMode>
      <RelayEnvironmentProvider environment={relay}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}
