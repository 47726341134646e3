import { Logo, PRODUCT_NAME } from '../components/Logo';
import { t } from '../i18n';

/**
 * Shown at start while the server says who is signed in (spec: "loading until answered").
 * web/index.html carries the same markup, so a phone shows it while the JavaScript downloads
 * instead of a blank page (the first paint); Splash.test.tsx keeps the two alike. It shows before
 * the app renders (main.tsx has set the language by then), so it reads the catalogue directly.
 */
export function Splash() {
  return (
    <div
      role="status"
      aria-label={t('shell.loading')}
      className="fixed inset-0 z-[200] flex flex-col items-center justify-center gap-4 bg-white text-slate-900 dark:bg-slate-950 dark:text-white"
    >
      <div className="flex flex-col items-center gap-4">
        <Logo className="size-24 drop-shadow-md" />
        <p className="text-2xl font-bold tracking-tight">{PRODUCT_NAME}</p>
      </div>
    </div>
  );
}
