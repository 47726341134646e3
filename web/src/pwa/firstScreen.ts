import { loadWholeCatalogue } from './i18n';

let started = false;

/**
 * Once the first screen has shown (the layout's first effect): the rest of the catalogue, and the
 * service worker (docs/offline.md), neither of which that screen waits for.
 */
export function afterFirstScreen(): void {
  if (started) return;
  started = true;
  void loadWholeCatalogue();
  void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
}
