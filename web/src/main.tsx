import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';
import { isPrerendered, restoreFields, takeFields } from './prerendered';
import { createRouter, routerReady } from './router';
import { applyTheme, storedTheme } from './theme';
import { startViewerQuery } from './viewer/ViewerProvider';

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(storedTheme());

startViewerQuery();

const root = document.getElementById('root')!;
const router = createRouter();
if (isPrerendered(root)) {
  // The page shows its screen already: rendering before the screen's code is in would put the
  // splash over it. Then the app's screen replaces it at once, keeping what was typed meanwhile.
  // (No top-level await: the bundler would split the entry into many more chunks.)
  void routerReady(router).then(() => {
    const carried = takeFields(root);
    flushSync(() => createRoot(root).render(<App router={router} />));
    restoreFields(root, carried);
  });
} else {
  // As a transition, React renders the first screen in slices of a few milliseconds instead of
  // long tasks, so a tap or a scroll meanwhile is answered (the splash stays until it commits).
  startTransition(() => createRoot(root).render(<App router={router} />));
}
