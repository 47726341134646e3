import { loadWholeCatalogue } from '../i18n';
import { loadRelay } from '../relay/loadRelay';

// The first screen of a visit (/login, for most) shows with the first bundle alone: the shell,
// React, the router, i18next and the words of the shell and the sign-in page. The rest follows.

let started = false;

/**
 * Once the first screen has shown (the layout's first effect): the rest of the catalogue, Relay
 * (relay/loadRelay.ts) and the service worker (docs/offline.md), none of which it waits for.
 */
export function afterFirstScreen(): void {
  if (started) return;
  started = true;
  void loadWholeCatalogue();
  void loadRelay();
  void import('./register').then(({ registerServiceWorker }) => registerServiceWorker());
}

/**
 * `load`, once the whole English catalogue and Relay are there too: for the code of every screen
 * but /login and of the shell's parts that speak of requests and notifications, so none of them
 * ever shows a key for its words or queries before Relay has its environment.
 */
export const withTheRest =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadWholeCatalogue(), loadRelay()]))[0];
