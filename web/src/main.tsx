import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from './App';
import './index.css';
import { applyTheme, storedTheme } from './theme';

// zod probes for eval (new Function) to compile its parsers; the Content-Security-Policy allows
// no eval, and the probe alone is reported as a violation.
zodConfig({ jitless: true });

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(storedTheme());

createRoot(document.getElementById('root')!).render(<App />);
