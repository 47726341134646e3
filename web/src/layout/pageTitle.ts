import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const APP_NAME = 'Drum Returns';

/** The document title for the deepest route that names one: 'My Returns · Drum Returns'. */
export function pageTitle(matches: readonly { handle?: unknown }[]): string {
  const titled = [...matches]
    .reverse()
    .find((match) => typeof (match.handle as { title?: unknown })?.title === 'string');
  const title = (titled?.handle as { title?: string } | undefined)?.title;
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Keeps the browser tab's title on the current page (each route's `handle.title`, router.tsx). */
export function usePageTitle(): void {
  const title = pageTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
