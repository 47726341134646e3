import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, HomeIcon, ListIcon, LoginIcon, MenuIcon, UserIcon } from '../components/icons';
import { useViewer } from '../viewer/ViewerProvider';
import { activeNavKey, type NavKey } from './navigation';

type Item = { key: NavKey; label: string; to: string; Icon: ComponentType<{ className?: string }> };

function useNavItems(): { items: Item[]; active: NavKey | null } {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const items: Item[] = [
    { key: 'home', label: t('nav.home'), to: '/', Icon: HomeIcon },
    { key: 'returns', label: t('nav.myReturns'), to: '/returns', Icon: ListIcon },
    viewer
      ? { key: 'account', label: t('nav.myAccount'), to: '/account', Icon: UserIcon }
      : { key: 'account', label: t('nav.logIn'), to: '/login', Icon: LoginIcon },
    { key: 'completed', label: t('nav.completed'), to: '/returns/completed', Icon: CheckCircleIcon },
    { key: 'more', label: t('nav.more'), to: '/more', Icon: MenuIcon },
  ];
  return { items, active: activeNavKey(pathname, viewer !== null) };
}

/** The five buttons in a row, for the top bar on wider screens. */
export function DesktopNav() {
  const { items, active } = useNavItems();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {items.map(({ key, label, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              aria-current={active === key ? 'page' : undefined}
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-500"
            >
              <Icon className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same five buttons fixed to the bottom of a phone screen, thumb-sized. */
export function BottomNav() {
  const { items, active } = useNavItems();
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="grid grid-cols-5">
        {items.map(({ key, label, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              aria-current={active === key ? 'page' : undefined}
              className="flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-[11px] font-medium leading-tight text-slate-500 aria-[current=page]:text-brand-700 dark:text-slate-400 dark:aria-[current=page]:text-brand-500"
            >
              <Icon className="size-6" />
              <span className="text-center">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
