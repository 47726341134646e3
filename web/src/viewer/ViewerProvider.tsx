import { createContext, type ReactNode, useContext } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { ViewerProvider_user$data, ViewerProvider_user$key } from './__generated__/ViewerProvider_user.graphql';
import type { ViewerProviderQuery } from './__generated__/ViewerProviderQuery.graphql';

export type Viewer = ViewerProvider_user$data;

const ViewerContext = createContext<Viewer | null>(null);

/**
 * Asks the server who is signed in once at start (the splash shows until it answers). Login
 * and logout re-point the store's root `me`, so every guard and screen follows at once.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const data = useLazyLoadQuery<ViewerProviderQuery>(
    graphql`
      query ViewerProviderQuery {
        me {
          ...ViewerProvider_user
        }
      }
    `,
    {},
  );
  const viewer = useFragment<ViewerProvider_user$key>(
    graphql`
      fragment ViewerProvider_user on User {
        id
        name
        email
        role
        approved
      }
    `,
    data.me ?? null,
  );
  return <ViewerContext value={viewer ?? null}>{children}</ViewerContext>;
}

/** The signed-in user, or null when signed out. */
export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
