// docs/specification.md section 2 "Navigation": which pages show the app chrome and which button is lit.

export type NavKey = 'home' | 'returns' | 'account' | 'completed' | 'more';

/** Admin and dashboard pages have their own header: no top bar, desktop nav or bottom nav. */
export function hidesAppChrome(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname === '/drum-specs' ||
    pathname === '/transport-dashboard' ||
    pathname === '/dashboard'
  );
}

/** The top bar is hidden on /login (the bottom nav stays). */
export function showsTopBar(pathname: string): boolean {
  return !hidesAppChrome(pathname) && pathname !== '/login';
}

const ACTIVE: Record<NavKey, string[]> = {
  home: ['/'],
  returns: ['/returns', '/returns/drums', '/pickup-request'],
  // The account button reads Log In when signed out and lights up on the sign-in pages.
  account: ['/account', '/change-password', '/notifications', '/login', '/register', '/forgot-password'],
  completed: ['/returns/completed'],
  more: ['/more', '/help', '/returner-guide'],
};

export function activeNavKey(pathname: string, signedIn: boolean): NavKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [key, paths] of Object.entries(ACTIVE) as [NavKey, string[]][]) {
    if (!paths.includes(path)) continue;
    if (key === 'account') {
      const signInPage = ['/login', '/register', '/forgot-password'].includes(path);
      // Log In is lit on the sign-in pages, My Account on the account pages.
      if (signInPage === signedIn) return null;
    }
    return key;
  }
  return null;
}
