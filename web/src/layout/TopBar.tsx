import { Link } from 'react-router';
import { Logo, PRODUCT_NAME } from '../components/Logo';
import { DesktopNav } from './NavLinks';

export function TopBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 font-semibold">
          <Logo className="size-8" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <DesktopNav />
      </div>
    </header>
  );
}
