// A signed-in page's first queries, asked before the app has loaded (issue 16). The page loads
// the app only after its first paint (web/src/paintFirst.ts), so the queries the app starts with
// (who is signed in, the screen's data) would leave a round trip after the scripts. Instead the
// app remembers, per address, the queries it sent in its first seconds; on the next load of that
// address the page's loader sends the same requests at once, and the app takes their answers in
// place of asking again. A first visit, or one whose queries differ (other variables, a new
// build's ids), asks as before: an early answer is used only for the very same request body.

/** Shared with web/src/paintFirst.ts, which cannot import (it is a page's only script). */
export const EARLY_QUERIES_KEY = 'drum-returns:early-queries';

/** Queries of one page load: long enough for the screen's own follow-up queries on a slow phone. */
const STARTUP_MS = 5000;
const MAX_ADDRESSES = 20;
const MAX_BODIES = 10;
/** Bodies by persisted id stay small; a long one (a query's text in development) is not kept. */
const MAX_BODY_CHARS = 4000;

export type EarlyQueryRecords = Record<string, string[]>;

declare global {
  interface Window {
    /** The early requests the page's loader started, by request body. */
    __earlyQueries?: Map<string, Promise<Response>>;
  }
}

/**
 * The records with this address's startup queries in place: the address moved to the newest
 * end, the oldest addresses dropped beyond MAX_ADDRESSES, an address without queries removed.
 */
export function rememberStartup(records: EarlyQueryRecords, address: string, bodies: string[]): EarlyQueryRecords {
  const kept = [...new Set(bodies)].filter((body) => body.length <= MAX_BODY_CHARS).slice(0, MAX_BODIES);
  const others = Object.entries(records).filter(([key]) => key !== address);
  const entries = kept.length ? [...others, [address, kept] as const] : others;
  return Object.fromEntries(entries.slice(-MAX_ADDRESSES));
}

/** An address whose query string carries a token (a reset or verification link) is never stored. */
export function isRememberable(address: string): boolean {
  return !/[?&][^=&]*token/i.test(address);
}

const startAddress = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
const sentAtStartup: string[] = [];
let startupOver = false;

let addressShown = () => startAddress;

/**
 * The answer to a request: the page's early one for the same body while the app is starting,
 * else `fetchNow()` (also when the early request failed). Queries sent at startup are noted; a
 * query sent for another address (a navigation, a redirect) ends the startup.
 */
export function fetchWithEarlyAnswer(
  body: string,
  isQuery: boolean,
  fetchNow: () => Promise<Response>,
): Promise<Response> {
  if (!startupOver && addressShown() !== startAddress) endStartup();
  if (!isQuery || startupOver) return fetchNow();
  sentAtStartup.push(body);
  const early = window.__earlyQueries?.get(body);
  if (!early) return fetchNow();
  window.__earlyQueries?.delete(body);
  return early.catch(fetchNow);
}

/**
 * Ends the startup once: early answers nobody took are dropped (a later query asks afresh) and
 * the queries sent are stored for the address the page loaded with.
 */
export function endStartup(): void {
  if (startupOver) return;
  startupOver = true;
  window.__earlyQueries?.clear();
  if (!isRememberable(startAddress)) return;
  try {
    const stored = JSON.parse(localStorage.getItem(EARLY_QUERIES_KEY) ?? '{}') as EarlyQueryRecords;
    const records = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
    localStorage.setItem(EARLY_QUERIES_KEY, JSON.stringify(rememberStartup(records, startAddress, sentAtStartup)));
  } catch {
    // Storage full or disabled: the next load asks as a first visit does.
  }
}

/**
 * Starts the startup's clock: it ends after STARTUP_MS, or at the first query sent while the app
 * shows (or is on its way to) another address than the one the page loaded with. Read rather
 * than subscribed to: the router hands its first update to its first subscriber only.
 */
export function watchStartup(address: () => string): void {
  addressShown = address;
  setTimeout(endStartup, STARTUP_MS);
}

/**
 * Signing out forgets what was asked, and a startup still running stores nothing: the next person
 * on this browser starts afresh.
 */
export function forgetEarlyQueries(): void {
  startupOver = true;
  window.__earlyQueries?.clear();
  try {
    localStorage.removeItem(EARLY_QUERIES_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
}
