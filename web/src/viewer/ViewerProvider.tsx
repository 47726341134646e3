import type { Role } from '../../../domain/statuses';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { isLocale } from '../../../domain/i18n/locales';
import { applyLocale, currentLocale } from '../i18n';
import { loadedRelay, loadRelay, whenRelayLoads } from '../relay/loadRelay';
import { clearKeptAnswers, setKeptAnswersOwner } from '../relay/offlineAnswers';
import { onClearPersonalData } from '../pwa/personalData';
import { signedOutAtStart } from './signedOutAtStart';
import { keepSignedIn } from './viewerSnapshot';
import type { ViewerProvider_user$data } from './__generated__/ViewerProvider_user.graphql';
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

const viewerFragment = graphql`
  fragment ViewerProvider_user on User {
    id
    name
    email
    role
    approved
    localeTag
  }
`;

// The viewer as the Relay store has it (the query above; every login and logout re-points the
// root `me`), read by a component that loads with Relay.
const StoreViewer = lazy(() => import('./StoreViewer'));

let reference: PreloadedQuery<ViewerProviderQuery> | null = null;
// Who is signed in, asked once (the page's own answer when it has one), the first thing done
// with Relay: the answer is in the store before any mutation can re-point `me`.
whenRelayLoads(async ({ environment }) => {
  const { loadViewerQuery } = await import('./loadViewerQuery');
  reference = loadViewerQuery<ViewerProviderQuery>(environment, viewerQuery);
});

let startup: Promise<unknown> | null = null;

// The last answers kept for reading without coverage are the signed-in person's: signing out
// empties them with the rest of what the phone keeps of them (docs/offline.md).
onClearPersonalData(clearKeptAnswers);

/**
 * Starts finding out who is signed in. main.tsx calls it before React renders, so the answer
 * comes back beside the first screen's code instead of after it (the first paint). A page that
 * says nobody is signed in needs no Relay for its first screen (it loads after it); any other
 * start loads Relay now and asks.
 */
export function startViewerQuery(): Promise<unknown> {
  // Already settled as React's `use` reads it: the first screen renders without a pause.
  startup ??= signedOutAtStart() ? Object.assign(Promise.resolve(), { status: 'fulfilled' }) : loadRelay();
  return startup;
}

/**
 * Who is signed in, asked once at start (the splash shows until it answers). Login and logout
 * re-point the store's root `me`, so every guard and screen follows at once.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  use(startViewerQuery());
  // Decided at start, for good: the tree keeps its shape, so nothing under it mounts again.
  const [signedOutStart] = useState(() => loadedRelay() === null);
  if (!signedOutStart)
    return (
      <StoreViewer query={viewerQuery} fragment={viewerFragment} reference={reference!}>
        {(viewer) => <ViewerIs viewer={viewer}>{children}</ViewerIs>}
      </StoreViewer>
    );
  return <SignedOutStart>{children}</SignedOutStart>;
}

/** A start without Relay: nobody is signed in until the store, once loaded, says otherwise. */
function SignedOutStart({ children }: { children: ReactNode }) {
  const [relayLoaded, setRelayLoaded] = useState(false);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  useEffect(() => {
    let live = true;
    void loadRelay().then(() => live && setRelayLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {relayLoaded ? (
        <Suspense fallback={null}>
          <StoreViewer query={viewerQuery} fragment={viewerFragment} reference={reference!}>
            {(stored) => <Report viewer={stored} onViewer={setViewer} />}
          </StoreViewer>
        </Suspense>
      ) : null}
      <ViewerIs viewer={viewer}>{children}</ViewerIs>
    </>
  );
}

function Report({ viewer, onViewer }: { viewer: Viewer | null; onViewer: (viewer: Viewer | null) => void }) {
  // Before the browser paints: a login shows its viewer in the same frame as the store has it.
  useLayoutEffect(() => onViewer(viewer), [viewer, onViewer]);
  return null;
}

function ViewerIs({ viewer, children }: { viewer: Viewer | null; children: ReactNode }) {
  // Known for a start without coverage; gone once nobody is signed in.
  const signedIn = viewer !== null;
  useEffect(() => keepSignedIn(signedIn), [signedIn]);
  // The answers kept for a start without coverage are this person's; another's, or anyone's once
  // nobody is signed in, go.
  const viewerId = viewer?.id ?? null;
  const role = viewer?.role ?? null;
  useEffect(() => setKeptAnswersOwner(viewerId, role), [viewerId, role]);
  // A signed-in person reads the app in the language of their account.
  const locale = viewer?.localeTag;
  useEffect(() => {
    if (isLocale(locale) && locale !== currentLocale()) void applyLocale(locale);
  }, [locale]);
  return <ViewerContext value={viewer}>{children}</ViewerContext>;
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
