import { Button } from '../components/Button';
import { LogoutIcon } from '../components/icons';
import { Logo, PRODUCT_NAME } from '../components/Logo';
import { useSignOut } from '../viewer/useSignOut';
import { useViewer } from '../viewer/ViewerProvider';

/** The header of the admin panel and the transporter portal, which have no app navigation. */
export function PortalHeader({ title }: { title: string }) {
  const viewer = useViewer();
  const [signOut, signingOut] = useSignOut();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-2 font-semibold">
          <Logo className="size-8 shrink-0" />
          <span className="truncate">
            {PRODUCT_NAME} <span className="font-normal text-slate-500 dark:text-slate-400">· {title}</span>
          </span>
        </div>
        <div className="flex items-center gap-3">
          {viewer ? <span className="hidden text-sm text-slate-600 sm:inline dark:text-slate-400">{viewer.name}</span> : null}
          <Button variant="secondary" onClick={signOut} disabled={signingOut}>
            <LogoutIcon className="size-4" />
            Log Out
          </Button>
        </div>
      </div>
    </header>
  );
}
