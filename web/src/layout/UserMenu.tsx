import { lazy, Suspense } from 'react';
import { withTheRest } from '../pwa/firstScreen';

// The menu's code (Headless UI's menu with its floating placement) loads beside the page, not
// before it: the header paints with the placeholder circle, which the button then replaces. Its
// words (the account's) come with the whole catalogue.
const UserMenuContent = lazy(withTheRest(() => import('./UserMenuContent')));

/** The user menu of the admin panel and the transporter portal headers (UserMenuContent). */
export function UserMenu() {
  return (
    <Suspense fallback={<span className="size-11 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true" />}>
      <UserMenuContent />
    </Suspense>
  );
}
