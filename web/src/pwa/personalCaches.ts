// Cache Storage on a shared phone (docs/offline.md): the precache holds the app itself (its shell
// and the code of its screens, the same for everyone and needed to start without coverage); any
// other cache may hold what one person read, and goes when they log out.

/** Workbox's precache of the app (vite-plugin-pwa names it `workbox-precache-v2-<scope>`). */
const APP_CACHE = /^workbox-precache-/;

/** Deletes every cache but the app's own; settles when they have gone (or when there is no Cache Storage). */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !APP_CACHE.test(name)).map((name) => caches.delete(name)));
}
