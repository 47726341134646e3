import { useSyncExternalStore } from 'react';
import type { GraphQLResponse, GraphQLTaggedNode, RequestParameters, Variables } from 'relay-runtime';
import { firstAnswerKey } from '../../../domain/firstAnswers';
import type { KeptAnswers } from './keptAnswers';
import { notifyReconnected } from './reconnect';

// The screens that work without coverage read the last data the phone had (docs/offline.md,
// "Reading the last data"): the network keeps the answers of their queries, per person, and
// answers from them when a query finds no network. A screen asks whether what it shows came from
// there, and since when, to say "Offline, as of 14:05". The store itself (IndexedDB) loads the
// first time it is used, after the first screen.

/**
 * The queries whose answers are kept, and for whom. Everyone's: who is signed in and their unread
 * notifications (the shell's banner), the figures of Home and the money's currency (a
 * transporter's dashboard shows them too), a request's thread and its map's settings. The
 * returner's: My Returns, Home, the booking form and what it needs offline (drum specifications,
 * drums on site). The transporter's: their portal (its header's user menu, the dashboard, the
 * lists of requests to collect, the routes): a driver records collections in yards with one bar.
 * An admin's board is not kept.
 */
const KEPT_OPERATIONS: Readonly<Record<string, 'anyone' | 'returner' | 'transporter'>> = {
  ViewerProviderQuery: 'anyone',
  UnreadNotificationsQuery: 'anyone',
  HomeFiguresQuery: 'anyone',
  useMoneyQuery: 'anyone',
  PointMapQuery: 'anyone',
  MessageThreadQuery: 'anyone',
  ReturnsRouteQuery: 'returner',
  HomeRouteQuery: 'returner',
  offlineBookingFormQuery: 'returner',
  offlineBookingSpecsQuery: 'returner',
  offlineBookingDrumsQuery: 'returner',
  TransportDashboardRouteQuery: 'transporter',
  TransportDashboardRouteCountQuery: 'transporter',
  PickupBoardQuery: 'transporter',
  RouteProposalsQuery: 'transporter',
  // The portal header's user menu (the returner's reads the viewer).
  UserMenuContentQuery: 'transporter',
};

/** Whether a server's answer to the query `name` is kept for a person of `role` (null: not known yet). */
function keptFor(name: string, role: string | null): boolean {
  const whose = KEPT_OPERATIONS[name];
  return whose === 'anyone' || (whose !== undefined && whose === role);
}

const VIEWER_QUERY = 'ViewerProviderQuery';

type Operation = Pick<RequestParameters, 'id' | 'name' | 'operationKind'>;

let store: Promise<KeptAnswers> | null = null;
const keptAnswers = () => (store ??= import('./keptAnswersDb').then((module) => module.keptAnswers));

/** The person signed in now (their viewer id): answers are kept for them; none without one. */
let owner: string | null = null;
/** Their role: the queries kept are theirs (KEPT_OPERATIONS). */
let ownerRole: string | null = null;

/** The answers shown from the kept ones now, by key: when the server gave them. */
const servedKept = new Map<string, string>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const keyOf = (operation: Operation, variables: Variables) =>
  operation.operationKind === 'query' && operation.id && operation.name in KEPT_OPERATIONS
    ? firstAnswerKey(operation.id, variables)
    : null;

/**
 * The signed-in person, as the app knows them (null: nobody), and their role. Another person's
 * answers, or all of them when nobody is signed in, are emptied at once.
 */
export function setKeptAnswersOwner(viewerId: string | null, role: string | null = null): void {
  if (viewerId !== owner || role) ownerRole = viewerId === null ? null : role;
  if (viewerId === owner && store) return;
  owner = viewerId;
  void keptAnswers()
    .then((kept) => kept.setOwner(viewerId))
    .catch(() => undefined);
}

/** Everything kept, gone (signing out: pwa/personalData.ts). */
export async function clearKeptAnswers(): Promise<void> {
  owner = null;
  ownerRole = null;
  servedKept.clear();
  changed();
  // Nothing kept yet in this visit still may be on the phone from the last one.
  await (await keptAnswers()).clear();
}

/** A server's answer to a query: kept when it is one of the screens' above, for its person. */
export function keepAnswer(operation: Operation, variables: Variables, response: GraphQLResponse): void {
  const key = keyOf(operation, variables);
  if (!key || !('data' in response) || !response.data || ('errors' in response && response.errors?.length)) return;
  if (servedKept.delete(key)) changed();
  // Who is signed in names the person; the other answers are the person's the app knows now.
  const viewer =
    operation.name === VIEWER_QUERY ? (response.data as { me?: { id?: string; role?: string } | null }).me : undefined;
  const person = operation.name === VIEWER_QUERY ? (viewer?.id ?? null) : owner;
  if (operation.name === VIEWER_QUERY) {
    owner = person;
    ownerRole = viewer?.role ?? null;
  }
  // An answer before the app knows who asked (it always does by then) is not kept for anyone;
  // nor one of another role's screens.
  else if (person === null || !keptFor(operation.name, ownerRole)) return;
  const fetchedAt = new Date().toISOString();
  void keptAnswers()
    .then((kept) => (person === null ? kept.setOwner(null) : kept.keep(key, person, response, fetchedAt)))
    .catch(() => undefined);
}

/**
 * The kept answer of a query that found no network, or undefined when there is none (for the
 * person whose answers the phone keeps). Remembered as shown from the kept ones until the server
 * answers the same query again.
 */
export async function answerFromKept(operation: Operation, variables: Variables): Promise<GraphQLResponse | undefined> {
  const key = keyOf(operation, variables);
  if (!key) return undefined;
  let found;
  try {
    found = await (await keptAnswers()).find(key);
  } catch {
    return undefined;
  }
  if (!found) return undefined;
  servedKept.set(key, found.fetchedAt);
  changed();
  return found.response;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * When the server gave the answer a screen shows, if it shows a kept one (no network), else null.
 * `query` is the screen's query (its graphql`` node) and `variables` those it ran with.
 */
export function useOfflineAsOf(query: GraphQLTaggedNode, variables: Variables): string | null {
  const now = () => offlineAsOf(query, variables);
  return useSyncExternalStore(subscribe, now, () => null);
}

/** useOfflineAsOf's answer now, outside React. */
export function offlineAsOf(query: GraphQLTaggedNode, variables: Variables): string | null {
  const id = (query as { params?: { id?: string | null } }).params?.id;
  return id ? (servedKept.get(firstAnswerKey(id, variables)) ?? null) : null;
}

// The connection back: what shows from the kept answers is asked again (as after a dropped
// socket), so "Offline" goes as the server answers.
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    if (servedKept.size) notifyReconnected();
  });
