// A page comes with the answers to the queries its screen starts as it opens (who is signed in,
// and for a signed-in viewer My Returns' list or the admin's chosen pickup list and its counts),
// as JSON in the page that the app answers those queries from, once. The screen then shows its
// data as soon as its code has run, without a round trip after it: on a phone's connection that
// round trip is the largest part of the wait. A browser without a session cookie learns at once
// that no one is signed in, without the database. While the database is away the page is the
// static file, and the app asks for itself.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentNode, execute, parse } from 'graphql';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswerKey } from '../../domain/firstAnswers';
import { ADMIN_PICKUP_TABS, OPEN_PICKUP_STATUSES } from '../../domain/statusGroups';
import { schema } from '../../schema';
import type { AppServices } from '../../services/appServices';
import { readCookie, SESSION_COOKIE } from '../../services/auth/cookies';
import { log } from '../../services/log';
import { type Context, createContext } from '../context';
import { executeOperation } from '../execution/compiledQueries';
import { persistedDocuments } from '../trustedDocuments';

type FirstQuery = { operation: string; variables: Record<string, unknown> };

/** What the screen at `url` asks first, for this viewer (the web app's loaders ask the same). */
function firstQueries(url: URL, role: string): FirstQuery[] {
  const queries: FirstQuery[] = [{ operation: 'ViewerProviderQuery', variables: {} }];
  if (url.pathname === '/returns' && role === 'returner')
    queries.push({ operation: 'ReturnsRouteQuery', variables: { statuses: [...OPEN_PICKUP_STATUSES] } });
  const tab = url.searchParams.get('tab') ?? '';
  if (
    url.pathname === '/admin' &&
    role === 'admin' &&
    url.searchParams.get('department') === 'pickup' &&
    Object.hasOwn(ADMIN_PICKUP_TABS, tab)
  )
    queries.push(
      // PickupBoard's first page (its default limit) and the tab's count.
      {
        operation: 'PickupBoardQuery',
        variables: { statuses: [...ADMIN_PICKUP_TABS[tab as keyof typeof ADMIN_PICKUP_TABS]], first: 50 },
      },
      { operation: 'pickupTabsCountsQuery', variables: {} },
    );
  return queries;
}

/** The persisted queries by name, with their ids, parsed once (not on every page). */
let byName: Map<string, { id: string; document: DocumentNode }> | undefined;
function operationNamed(name: string) {
  if (!byName) {
    byName = new Map();
    for (const [id, text] of persistedDocuments()) {
      const found = /^\s*query (\w+)/.exec(text);
      if (found) byName.set(found[1], { id, document: parse(text) });
    }
  }
  return byName.get(name);
}

/** The answers for a viewer's page: who it is, then what its screen asks first; null: the database is away. */
async function answersFor(services: AppServices, request: Request): Promise<Record<string, unknown> | null> {
  const cookieHeader = request.headers.get('cookie');
  const viewer = operationNamed('ViewerProviderQuery');
  const noOne = viewer ? { [firstAnswerKey(viewer.id, {})]: { data: { me: null } } } : {};
  if (!readCookie(cookieHeader, SESSION_COOKIE)) return noOne;
  let ctx: Context;
  try {
    ctx = await createContext(services, { cookieHeader });
  } catch (error) {
    log.debug({ err: error }, 'page without first answers: no context');
    return null;
  }
  if (!ctx.viewer) return noOne;
  const answers: Record<string, unknown> = {};
  // Side by side: the admin's page has three (the viewer, the list, its tab counts).
  await Promise.all(
    firstQueries(new URL(request.url), ctx.viewer.role).map(async ({ operation, variables }) => {
      const persisted = operationNamed(operation);
      if (!persisted) return;
      try {
        const result = await executeOperation(
          { schema, document: persisted.document, contextValue: ctx, variableValues: variables },
          execute,
        );
        if (!result.errors?.length) answers[firstAnswerKey(persisted.id, variables)] = { data: result.data };
      } catch (error) {
        // The screen asks again itself; the page goes out without this answer.
        log.debug({ err: error, operation }, 'first answer not written');
      }
    }),
  );
  return answers;
}

/** A browser's GET of an app address: the page with its first answers, or null for the static file. */
export async function pageWithFirstAnswers(
  services: AppServices,
  request: Request,
  page: string,
): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const answers = await answersFor(services, request);
  if (!answers) return null;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const html = pageText(page).replace(
    '</head>',
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script></head>`,
  );
  // The page as sent names itself, so a repeat visit to an unchanged page (always so without a
  // session) gets 304 and no body.
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const headers = {
    // A viewer's data: asked afresh each time (the browser's back-forward cache may keep it),
    // never kept by a shared cache nor answered to another cookie.
    'cache-control': 'private, no-cache',
    vary: 'Cookie',
    etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}

const pages = new Map<string, string>();
function pageText(file: string): string {
  let text = pages.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    pages.set(file, text);
  }
  return text;
}

/** The addresses with a page of their own in the build (scripts/route-pages.mjs): /login, /returns/completed ... */
export function screenPages(webDist: string): ReadonlySet<string> {
  try {
    return new Set(
      readdirSync(webDist, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html') && file !== 'index.html')
        .map((file) => `/${file.slice(0, -'.html'.length)}`),
    );
  } catch {
    return new Set();
  }
}

/** The built page of an app address: the screen's own (dist/web/login.html ...) or the app shell. */
export function pageFileOf(webDist: string, pathname: string, screens: ReadonlySet<string>): string | null {
  if (screens.has(pathname)) return join(webDist, `${pathname}.html`);
  // An address with a file extension is a file (/favicon.ico, /assets/...), not a screen.
  if (/\.[a-z0-9]+$/i.test(pathname)) return null;
  return join(webDist, 'index.html');
}
