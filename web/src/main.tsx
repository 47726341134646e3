import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';
import { applyTheme, storedTheme } from './theme';

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(storedTheme());

createRoot(document.getElementById('root')!).render(<App />);
