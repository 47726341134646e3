// The app's service worker (docs/offline.md), built by vite-plugin-pwa (`injectManifest`,
// vite.config.ts): the precache of the app shell and every screen's code, the thumbnails the
// person saw, pages from the network with the shell standing in offline, a new version waiting
// for the next start, and the outbox sent on Background Sync's `sync` event, with the app closed
// too. Its code is its own file (/sw.js), never in a page's JavaScript.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { SYNC_TAG } from './outbox/backgroundSync';
import { indexedDbStore } from './outbox/store';
import { sendFromWorker } from './outbox/worker';
import viewerQuery from './viewer/__generated__/ViewerProviderQuery.graphql';

/** A Background Sync event (the DOM library the app is typed with has no worker events). */
type SyncEvent = Event & { tag: string; waitUntil(done: Promise<unknown>): void };

/** What this file uses of the worker's global scope. */
type WorkerScope = {
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<{ postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

// A page may ask a waiting version to take over (vite-plugin-pwa's prompt flow); the app does
// not, so a new version waits for the next start (web/src/pwa/register.ts).
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

// The shell and the code of every screen (vite-plugin-pwa writes their list in at build).
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);
cleanupOutdatedCaches();

// The photos' thumbnails of what the person read, for the last data the phone had (docs/offline.md,
// "Reading the last data"): the network's while there is one. Logout empties every cache but the
// app's (web/src/pwa/personalCaches.ts).
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && /^\/api\/(images|message-attachments|collection-photos)\/\d+\/thumbnail$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'personal-thumbnails',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// A page is the network's while there is one (it carries the person's first answers and this
// instance's headers); offline, the precached shell stands in for every page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () => (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
      },
    ],
  }),
);

// The connection is back (the browser says so, the app open or not): the outbox goes, one round
// at a time with an open page's. A round that could not finish fails the event, so the browser
// fires it again later; the page's own sends remain meanwhile.
worker.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(syncOutbox());
});

async function syncOutbox(): Promise<void> {
  const round = await sendFromWorker({
    store: indexedDbStore,
    whoQuery: viewerQuery.params,
    fetch: (input, init) => fetch(input, init),
    locks: navigator.locks,
    isOnline: () => navigator.onLine,
  });
  if (round.kind === 'nobody') return;
  // An open page's cards and lists learn what went (outbox/app.ts).
  if (round.events.length) {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of windows) client.postMessage({ type: SYNC_TAG, events: round.events });
  }
  if (round.stalled) throw new Error('The outbox is waiting for an answer');
}
