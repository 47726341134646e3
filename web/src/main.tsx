import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';
import { createRouter } from './router';
import { applyTheme, storedTheme } from './theme';
import { startViewerQuery } from './viewer/ViewerProvider';
import { applyLocale, initialLocale } from './i18n';
import { keepWorkerMessages } from './pwa/workerMessages';

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(storedTheme());

void startViewerQuery();
// What the service worker sends while the page loads waits for the outbox (pwa/workerMessages.ts).
keepWorkerMessages();

const root = document.getElementById('root')!;
const router = createRouter();
// The first screen in the visitor's language: another language's catalogue arrives first (the
// viewer query is already on its way beside it).
const language = initialLocale();
// As a transition, React renders the first screen in slices of a few milliseconds instead of
// long tasks, so a tap or a scroll meanwhile is answered (the splash stays until it commits).
// The service worker and the rest of the catalogue follow the first screen (firstScreen.ts).
const render = () => startTransition(() => createRoot(root).render(<App router={router} />));
if (language === 'en') render();
else void applyLocale(language).finally(render);
