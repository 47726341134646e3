import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';
import { applyTheme, storedTheme } from './theme';
import { startViewerQuery } from './viewer/ViewerProvider';

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(storedTheme());

startViewerQuery();

createRoot(document.getElementById('root')!).render(<App />);
