import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  type Environment,
  getRequest,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';

/**
 * Whether the server marked the page signed out: it does when the browser sent no session cookie
 * with it (server/app.ts, scripts/route-pages.mjs).
 */
export function pageSaysSignedOut(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.viewer === 'signed-out';
}

/**
 * The viewer query, asked of the server; or, on a page served to a browser without a session,
 * answered at once from the store: no one is signed in (issue 16: the login form waited a round
 * trip for that answer). Logging in re-points the store's `me` as ever.
 */
export function loadViewerQuery<Q extends OperationType>(
  relay: Environment,
  query: GraphQLTaggedNode,
  signedOut: boolean,
): PreloadedQuery<Q> {
  if (!signedOut) return loadQuery<Q>(relay, query, {});
  relay.commitPayload(createOperationDescriptor(getRequest(query), {}), { me: null });
  return loadQuery<Q>(relay, query, {}, { fetchPolicy: 'store-only' });
}
