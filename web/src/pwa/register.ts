// The service worker (docs/offline.md): registered once the first screen has shown, so it never
// competes with it, and only in a built app (the dev server has none). A new version installs in
// the background and waits: it takes over at the next start, where the person hears "Updated"
// (web/src/pwa/UpdatedNotice.tsx), never a reload under a half-filled form.
const VERSION_KEY = 'app-version';
export const UPDATED_EVENT = 'app-updated';

/** The worker's script, as the build names it (vite-plugin-pwa). */
const WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  noteVersion();
  const start = () => void register();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 1_000);
}

async function register(): Promise<void> {
  try {
    const { Workbox } = await import('workbox-window');
    await new Workbox(WORKER_URL).register();
  } catch {
    // A browser that refuses workers (a privacy setting, an automated browser) runs the app as a
    // plain page: nothing to tell the person, and no error left unhandled on the page.
  }
}

/**
 * A start of another build than this browser's last one, under a worker (the app was installed
 * and took the new version at this start): said quietly, once.
 */
function noteVersion(): void {
  try {
    const last = localStorage.getItem(VERSION_KEY);
    localStorage.setItem(VERSION_KEY, __APP_VERSION__);
    if (navigator.serviceWorker.controller && last && last !== __APP_VERSION__)
      window.dispatchEvent(new Event(UPDATED_EVENT));
  } catch {
    // Without storage there is nothing to compare with.
  }
}
