import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { roleLabel } from '../components/formatters';
import { BellIcon, CodeIcon, KeyIcon, LogoutIcon, MoonIcon, UserIcon } from '../components/icons';
import { Link } from 'react-router';
import { useTheme } from '../theme';
import { useSignOutAskingFirst } from '../outbox/signOut';
import type { UserMenuContentQuery, UserMenuContentQuery$data } from './__generated__/UserMenuContentQuery.graphql';

// The form (and zod with it) loads when the dialog opens, not with every signed-in page.
const ChangePasswordForm = lazy(() =>
  import('../settings/ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);

type MenuUser = NonNullable<UserMenuContentQuery$data['me']>;

/**
 * docs/specification.md section 2, user menu (all roles): initials button, name, role badge, email, company
 * names, View Account, Change Password, theme toggle, Logout; also Notifications (every one, read
 * or not) and Developers. Loaded by UserMenu.
 */
export default function UserMenuContent() {
  const data = useLazyLoadQuery<UserMenuContentQuery>(
    graphql`
      query UserMenuContentQuery {
        me {
          id
          name
          email
          role
          company
          companyOrgNumber
          returnerCompanyName
          returnerCompanyOrgNumber
          transportCompanyName
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [theme, setTheme] = useTheme();
  const [signOut, signingOut, logoutQuestion] = useSignOutAskingFirst();
  const [dialog, setDialog] = useState<'account' | 'password' | null>(null);
  const { t } = useTranslation();
  const user = data.me;
  if (!user) return null;
  const companies = companyNames(user);
  return (
    <>
      <Menu>
        <MenuButton className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          {/* The name comes from the words, not an aria-label the initials would not match. */}
          <span aria-hidden="true">{initials(user.name)}</span>
          <span className="sr-only">{t('shell.userMenu.label', { name: user.name })}</span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="px-3 py-2">
            <div className="flex items-center gap-2">
              <p className="truncate font-semibold">{user.name}</p>
              <RoleBadge role={user.role} />
            </div>
            <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
            {companies.map((name) => (
              <p key={name} className="truncate text-slate-600 dark:text-slate-400">
                {name}
              </p>
            ))}
          </div>
          <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <MenuItem>
            <button type="button" className={itemClasses} onClick={() => setDialog('account')}>
              <UserIcon className="size-4" /> {t('shell.userMenu.viewAccount')}
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClasses} onClick={() => setDialog('password')}>
              <KeyIcon className="size-4" /> {t('shell.userMenu.changePassword')}
            </button>
          </MenuItem>
          <MenuItem>
            <Link to="/notifications" className={itemClasses}>
              <BellIcon className="size-4" /> {t('shell.userMenu.notifications')}
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to="/developers" className={itemClasses}>
              <CodeIcon className="size-4" /> {t('shell.userMenu.developers')}
            </Link>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClasses} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
              <MoonIcon className="size-4" />{' '}
              {theme === 'dark' ? t('shell.userMenu.lightMode') : t('shell.userMenu.darkMode')}
            </button>
          </MenuItem>
          <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <MenuItem>
            <button
              type="button"
              className={`${itemClasses} text-red-700 dark:text-red-400`}
              onClick={signOut}
              disabled={signingOut}
            >
              <LogoutIcon className="size-4" /> {t('shell.userMenu.logout')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <AccountDialog user={user} open={dialog === 'account'} onClose={() => setDialog(null)} />
      {logoutQuestion}
      {dialog === 'password' ? <ChangePasswordDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}

const itemClasses =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left data-focus:bg-slate-100 dark:data-focus:bg-slate-800 disabled:opacity-60';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

function companyNames(user: MenuUser): string[] {
  const names = [user.returnerCompanyName ?? user.company, user.transportCompanyName].filter(
    (name): name is string => !!name,
  );
  return [...new Set(names)];
}

const roleClasses: Record<string, string> = {
  admin: 'bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100',
  transporter: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100',
  returner: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

function RoleBadge({ role }: { role: string }) {
  // Renders again when the language changes.
  useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ${roleClasses[role] ?? roleClasses.returner}`}
    >
      {roleLabel(role)}
    </span>
  );
}

function AccountDialog({ user, open, onClose }: { user: MenuUser; open: boolean; onClose: () => void }) {
  const company = user.returnerCompanyName ?? user.company;
  const orgNumber = user.returnerCompanyOrgNumber ?? user.companyOrgNumber;
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('shell.userMenu.accountInformation')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t('shell.userMenu.name')}</dt>
        <dd>{user.name}</dd>
        <dt className="font-medium">{t('shell.userMenu.role')}</dt>
        <dd>
          <RoleBadge role={user.role} />
        </dd>
        <dt className="font-medium">{t('fields.email')}</dt>
        <dd className="break-all">{user.email}</dd>
        {user.role === 'returner' ? (
          <>
            <dt className="font-medium">{t('shell.userMenu.company')}</dt>
            <dd>{company ?? '-'}</dd>
            <dt className="font-medium">{t('shell.userMenu.orgNumber')}</dt>
            <dd>{orgNumber ?? '-'}</dd>
          </>
        ) : null}
        {user.role === 'transporter' && user.transportCompanyName ? (
          <>
            <dt className="font-medium">{t('shell.userMenu.company')}</dt>
            <dd>{user.transportCompanyName}</dd>
          </>
        ) : null}
      </dl>
      {user.role === 'transporter' ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t('shell.userMenu.transporterCompany')}</p>
      ) : null}
    </Dialog>
  );
}

function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('shell.userMenu.changePassword')}>
      <Suspense fallback={null}>
        <ChangePasswordForm onChanged={onClose} onCancel={onClose} />
      </Suspense>
    </Dialog>
  );
}
