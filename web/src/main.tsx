import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';
import { applyTheme, storedTheme } from './theme';

// zod probes for eval (new Function) to compile its parsers; the Content-Security-Policy allows
// no eval, and the probe alone is reported as a violation. Loaded beside the page, not in it: the
// login page needs no zod until a form is sent (issue 16: its JavaScript), and every form checks
// itself long after this has run (the login form sets it again itself: loginValidation).
void import('zod').then(({ config }) => config({ jitless: true }));

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(storedTheme());

createRoot(document.getElementById('root')!).render(<App />);
