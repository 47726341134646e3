import { oneAtATime } from './backgroundSync';
import { createOutbox, type OutboxEvent } from './outbox';
import { sendQueued } from './send';
import type { OutboxStore } from './store';

// The outbox as the service worker sends it on a `sync` event (docs/offline.md, "Sent with the app
// closed"): the same store, the same sends (outbox/send.ts: each write's own clientRequestId, the
// same requests), one round at a time with the page's.

/** What a round in the worker came to. */
export type WorkerRound =
  /** Nobody is signed in: what waits stays for its person's next session. */
  | { kind: 'nobody' }
  /** `stalled`: a send got no answer (or the session's person could not be asked): try again later. */
  | { kind: 'done'; stalled: boolean; events: OutboxEvent[] };

/** The persisted query that asks who the session is: the one the app starts with (the viewer's). */
type WhoQuery = { readonly id?: string | null; readonly name: string };

type Options = {
  store: OutboxStore;
  /** Given by the worker's entry (web/src/sw.ts), which may reach into the viewer's queries. */
  whoQuery: WhoQuery;
  fetch: typeof fetch;
  locks: LockManager | undefined;
  isOnline: () => boolean;
};

/**
 * Who the session cookie belongs to (their viewer id, the owner the page's outbox sends for), asked
 * of the server by the query the app starts with: null, nobody; undefined, no answer.
 */
async function signedIn(fetchImpl: typeof fetch, whoQuery: WhoQuery): Promise<string | null | undefined> {
  try {
    const response = await fetchImpl('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({
        query: '',
        extensions: { persistedQuery: { version: 1, sha256Hash: whoQuery.id } },
        variables: {},
        operationName: whoQuery.name,
      }),
    });
    if (response.status >= 500) return undefined;
    const body = (await response.json()) as { data?: { me?: { id?: unknown } | null } | null };
    if (!body.data) return undefined;
    const id = body.data.me?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return undefined;
  }
}

/**
 * One round of the outbox in the worker: only the writes of the person the session is (as the
 * page sends only the signed-in person's), so a write another person left on the phone is never
 * sent under someone else's session. Sent, a write leaves the outbox; refused, the refusal is
 * kept on it for its card; without an answer, it waits (the browser fires `sync` again later).
 */
export async function sendFromWorker({
  store,
  whoQuery,
  fetch: fetchImpl,
  locks,
  isOnline,
}: Options): Promise<WorkerRound> {
  const owner = await signedIn(fetchImpl, whoQuery);
  if (owner === undefined) return { kind: 'done', stalled: true, events: [] };
  if (owner === null) return { kind: 'nobody' };
  const outbox = createOutbox({
    store,
    send: (write) => sendQueued(write, fetchImpl),
    isOnline,
    // The browser retries a failed `sync` itself, later; a timer would not outlive the event.
    later: () => {},
    exclusive: oneAtATime(locks),
  });
  outbox.setOwner(owner);
  const events: OutboxEvent[] = [];
  outbox.subscribe((event) => events.push(event));
  const stalled = await outbox.flush();
  return { kind: 'done', stalled, events };
}
