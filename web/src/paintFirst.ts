// The one script a built page loads itself (scripts/route-pages.mjs): it loads the app after the
// page's first contentful paint, the splash or the prerendered screen. Scripts that arrive before
// the first paint (a fast network, a cached page) run first and hold the paint back, and
// Lighthouse, which replays the page at phone speed, then counts every one of them as
// render-blocking (issue 16: /login's FCP and LCP 2.4 s instead of 0.8 s in some runs). The cost:
// the scripts start once the page has painted rather than while it parses, so the app is ready
// later; on a throttled phone 0.1-0.4 s, with the first paint 70-130 ms sooner (bench/README.md).
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
