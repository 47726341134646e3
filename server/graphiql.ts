// GraphiQL for signed-in admins: GET /graphql in a browser. Yoga's GraphiQL build
// (@graphql-yoga/render-graphiql) is served in pieces from /graphiql/, not inlined and not from
// a CDN, so the page runs under the app's Content-Security-Policy (scripts from 'self' only).
// Its requests carry GRAPHIQL_HEADER, and only an admin's such requests may introspect the
// schema in production.
import type { Database } from '../db/client';
import { hasAccess } from '../domain/approval';
import { readCookie, SESSION_COOKIE } from '../services/auth/cookies';
import { findSession } from '../services/auth/sessions';

export const GRAPHIQL_HEADER = 'x-graphiql';

type GraphiqlBuild = {
  js: string;
  css: string;
  editorWorkerService: string;
  jsonWorker: string;
  graphqlWorker: string;
};
let build: Promise<GraphiqlBuild> | undefined;
// 9 MB of JavaScript: loaded on the first admin's visit, not at start.
const loadBuild = () =>
  (build ??= import('@graphql-yoga/render-graphiql/graphiql').then(
    (module: GraphiqlBuild & { default?: GraphiqlBuild }) => module.default ?? module,
  ));

const WORKERS = { editorWorkerService: 'editor', json: 'json', graphql: 'graphql' } as const;

/** Runs before the GraphiQL bundle: Monaco's workers come from /graphiql/ (no blob: URLs). */
const ENVIRONMENT_SCRIPT = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    return { ${Object.entries(WORKERS)
      .map(([label, file]) => `${label}: '/graphiql/${file}.worker.js'`)
      .join(', ')} }[label];
  },
};
`;

const START_SCRIPT = `YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${JSON.stringify({
  endpoint: '/graphql',
  title: 'Drum Returns GraphiQL',
  subscriptionsProtocol: 'WS',
  additionalHeaders: { [GRAPHIQL_HEADER]: '1' },
  defaultQuery: '# Signed in as an admin: your queries run with your rights.\n{\n  me {\n    name\n    role\n  }\n}\n',
})});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>GraphiQL - Drum Returns</title>
    <link rel="stylesheet" href="/graphiql/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <div id="root"></div>
    <script src="/graphiql/environment.js"></script>
    <script src="/graphiql/graphiql.js"></script>
    <script src="/graphiql/start.js"></script>
  </body>
</html>
`;

/** Whether a request comes with the session of an approved, active admin. */
export async function isAdminRequest(db: Database, request: Request): Promise<boolean> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const session = token ? await findSession(db, token) : null;
  return !!session && hasAccess(session.user) && session.user.role === 'admin' && session.user.kind === 'person';
}

/** A browser asking for /graphql itself (not an operation): GraphiQL for admins. */
export function wantsGraphiql(request: Request): boolean {
  if (request.method !== 'GET' || !request.headers.get('accept')?.includes('text/html')) return false;
  return !new URL(request.url).searchParams.has('query');
}

/**
 * GraphiQL for an admin; the signed-out are sent to log in at APP_URL, never at the request's
 * own host: that comes from the Host header, which the caller chooses.
 */
export async function graphiqlPage(db: Database, request: Request, appUrl: string): Promise<Response> {
  if (await isAdminRequest(db, request)) {
    return new Response(PAGE, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      },
    });
  }
  const signedIn = !!readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return signedIn
    ? new Response('GraphiQL is for signed-in admins.', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    : Response.redirect(new URL('/login', appUrl), 302);
}

const ASSET_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/** The pieces of the page under /graphiql/; null for any other name. */
export async function graphiqlAsset(pathname: string): Promise<Response | null> {
  const name = pathname.slice('/graphiql/'.length);
  const js = (body: string) =>
    new Response(body, { headers: { 'content-type': ASSET_TYPES.js, 'cache-control': 'public, max-age=3600' } });
  if (name === 'environment.js') return js(ENVIRONMENT_SCRIPT);
  if (name === 'start.js') return js(START_SCRIPT);
  const worker = Object.entries(WORKERS).find(([, file]) => name === `${file}.worker.js`);
  if (name === 'graphiql.js' || name === 'graphiql.css' || worker) {
    const loaded = await loadBuild();
    if (name === 'graphiql.css')
      return new Response(loaded.css, {
        headers: { 'content-type': ASSET_TYPES.css, 'cache-control': 'public, max-age=3600' },
      });
    if (name === 'graphiql.js') return js(loaded.js);
    const key =
      worker![0] === 'json' ? 'jsonWorker' : worker![0] === 'graphql' ? 'graphqlWorker' : 'editorWorkerService';
    return js(loaded[key]);
  }
  return null;
}
