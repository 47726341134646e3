import { Tab, TabList } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * A portal's tab bar (Headless UI's tabs: arrow keys move between them, each names its panel).
 * The tabs wrap onto more lines instead of scrolling sideways, so on a phone every tab, and the
 * selected one, is in view without a sideways swipe. Narrow screens show them as pills (a line
 * under a tab in the middle of wrapped rows reads as a divider), wider ones as underlined tabs.
 */
export function PortalTabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TabList
      aria-label={label}
      className="mb-6 flex flex-wrap gap-1 border-b border-slate-200 pb-2 md:gap-x-1 md:gap-y-0 md:pb-0 dark:border-slate-800"
    >
      {children}
    </TabList>
  );
}

export function PortalTab({ children }: { children: ReactNode }) {
  return (
    <Tab className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 data-selected:bg-brand-50 data-selected:text-brand-700 md:rounded-none md:border-b-2 md:border-transparent md:data-selected:border-brand-700 md:data-selected:bg-transparent dark:text-slate-400 dark:hover:text-slate-100 dark:data-selected:bg-slate-800 dark:data-selected:text-brand-500 md:dark:data-selected:border-brand-500 md:dark:data-selected:bg-transparent">
      {children}
    </Tab>
  );
}
