import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';

const APP_NAME = 'Drum Returns';

/**
 * A route's `handle.title`: fixed, or asked for as the page shows (in the language on screen),
 * from the query string for pages whose tabs live there.
 */
export type RouteTitle = string | ((search: URLSearchParams) => string);

/** The document title for the deepest route that names one: 'My Returns · Drum Returns'. */
export function pageTitle(matches: readonly { handle?: unknown }[], search = new URLSearchParams()): string {
  const titleOf = (match: { handle?: unknown }) => (match.handle as { title?: RouteTitle } | undefined)?.title;
  const title = [...matches]
    .reverse()
    .map(titleOf)
    .find((candidate) => candidate !== undefined);
  const text = typeof title === 'function' ? title(search) : title;
  return text ? `${text} · ${APP_NAME}` : APP_NAME;
}

/** Keeps the browser tab's title on the current page (each route's `handle.title`, router.tsx). */
export function usePageTitle(): void {
  // Renders again when the language changes, so the title follows it.
  useTranslation();
  const { search } = useLocation();
  const title = pageTitle(useMatches(), new URLSearchParams(search));
  // A layout effect, so a page's useTitleOverride (a passive effect) runs after it and wins.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}

/** For a page that shows something else than its route says (the admin login on /admin). */
export function useTitleOverride(text: string): void {
  useEffect(() => {
    const routeTitle = document.title;
    document.title = `${text} · ${APP_NAME}`;
    return () => {
      document.title = routeTitle;
    };
  }, [text]);
}
