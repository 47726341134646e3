// The one script a built page loads itself (scripts/route-pages.mjs): it loads the app after the
// page's first contentful paint, the splash or the prerendered screen. Scripts that arrive before
// the first paint (a fast network, a cached page) run first and hold the paint back, and
// Lighthouse, which replays the page at phone speed, then counts every one of them as
// render-blocking (issue 16: /login's FCP and LCP 2.4 s instead of 0.8 s in some runs). The cost:
// the scripts start once the page has painted rather than while it parses, so the app is ready
// later; on a throttled phone 0.1-0.4 s, with the first paint 70-130 ms sooner (bench/README.md).
// On a signed-in page's later visits the loader wins that back: it sends at once the queries the
// app started with there last time, so their answers are waiting when the app has loaded
// (admin's list on a throttled phone: 2.4 s instead of 2.8 s; relay/earlyQueries.ts).
// Built as its own Vite entry (vite.config.ts) with no imports: the page waits for nothing else.

/** The page's scripts, from `<meta name="app-scripts">`: the entry, then the chunks to preload. */
function appScripts(): string[] {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="app-scripts"]');
  return meta?.content.split(' ').filter(Boolean) ?? [];
}

function loadApp() {
  const [entry, ...chunks] = appScripts();
  // As Vite writes them into a page: the same requests, started now.
  for (const href of chunks) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  if (!entry) return;
  const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });
  script.crossOrigin = '';
  document.head.append(script);
}

/** As web/src/relay/earlyQueries.ts stores them: the app's startup queries, by address. */
const EARLY_QUERIES_KEY = 'drum-returns:early-queries';

/**
 * Sends the queries the app started with at this address last time, now rather than after its
 * scripts have loaded; the app takes the answers (relay/earlyQueries.ts). Not on a page served
 * signed out: without a session cookie there is nothing to ask.
 */
function startEarlyQueries() {
  if (document.documentElement.dataset.viewer === 'signed-out') return;
  let bodies: unknown;
  try {
    const records = JSON.parse(localStorage.getItem(EARLY_QUERIES_KEY) ?? '{}') as Record<string, unknown>;
    bodies = records[location.pathname + location.search];
  } catch {
    return;
  }
  if (!Array.isArray(bodies)) return;
  const early = new Map<string, Promise<Response>>();
  for (const body of bodies) {
    if (typeof body !== 'string' || early.has(body)) continue;
    // The very request the app's network layer makes (relay/environment.ts).
    const answer = fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body,
    });
    // A failed early request is asked again by the app itself.
    answer.catch(() => {});
    early.set(body, answer);
  }
  window.__earlyQueries = early;
}

startEarlyQueries();

let loaded = false;
function loadOnce() {
  if (loaded) return;
  loaded = true;
  loadApp();
}

/** A tab opened in the background paints nothing until shown; nor does a browser without paint timing tell. */
const paintIsObservable =
  document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes?.includes('paint');

if (!paintIsObservable) {
  loadOnce();
} else {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    // After the frame, not inside the observer's callback.
    setTimeout(loadOnce);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should the paint not come (the tab hidden right away, say), the app loads all the same.
  setTimeout(loadOnce, 3000);
}
