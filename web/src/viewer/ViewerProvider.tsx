import type { Role } from '../../../domain/statuses';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { isLocale } from '../../../domain/i18n/locales';
import { applyLocale, currentLocale } from '../i18n';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { environment } from '../relay/environment';
import { loadViewerQuery } from './loadViewerQuery';
import { keepSignedIn } from './viewerSnapshot';
import type { ViewerProvider_user$data, ViewerProvider_user$key } from './__generated__/ViewerProvider_user.graphql';
import type { ViewerProviderQuery } from './__generated__/ViewerProviderQuery.graphql';

export type Viewer = ViewerProvider_user$data;

const ViewerContext = createContext<Viewer | null>(null);

const viewerQuery = graphql`
  query ViewerProviderQuery {
    me {
      ...ViewerProvider_user
    }
  }
`;

let startup: PreloadedQuery<ViewerProviderQuery> | null = null;

/**
 * Starts finding out who is signed in. main.tsx calls it before React renders, so the answer
 * comes back beside the first screen's code instead of after it (the first paint).
 */
export function startViewerQuery(): PreloadedQuery<ViewerProviderQuery> {
  startup ??= loadViewerQuery<ViewerProviderQuery>(environment, viewerQuery);
  return startup;
}

/**
 * Who is signed in, asked once at start (the splash shows until it answers). Login and logout
 * re-point the store's root `me`, so every guard and screen follows at once.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const data = usePreloadedQuery<ViewerProviderQuery>(viewerQuery, startViewerQuery());
  const viewer = useFragment<ViewerProvider_user$key>(
    graphql`
      fragment ViewerProvider_user on User {
        id
        name
        email
        role
        approved
        localeTag
      }
    `,
    data.me ?? null,
  );
  // Known for a start without coverage; gone once nobody is signed in.
  const signedIn = viewer !== null && viewer !== undefined;
  useEffect(() => keepSignedIn(signedIn), [signedIn]);
  // A signed-in person reads the app in the language of their account.
  const locale = viewer?.localeTag;
  useEffect(() => {
    if (isLocale(locale) && locale !== currentLocale()) void applyLocale(locale);
  }, [locale]);
  return <ViewerContext value={viewer ?? null}>{children}</ViewerContext>;
}

/** The signed-in user, or null when signed out. */
export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}

/** The signed-in person's role, for the words a screen uses (a signed-out page reads as a returner's). */
export function useViewerRole(): Role {
  const role = useViewer()?.role;
  return role === 'admin' || role === 'transporter' ? role : 'returner';
}
