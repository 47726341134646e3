import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  type Environment,
  getRequest,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';
import { takeFirstAnswer } from '../relay/firstAnswers';
import { keepAnswer } from '../relay/offlineAnswers';
import { knownSignedOutHere } from './viewerSnapshot';

/**
 * The viewer query, answered at once from the page when the server wrote its answer there
 * (server/http/firstAnswers.ts: a browser without a session learns that no one is signed in
 * without a round trip); else asked of the server. Logging in re-points the store's
 * `me` as ever.
 */
export function loadViewerQuery<Q extends OperationType>(
  relay: Environment,
  query: GraphQLTaggedNode,
): PreloadedQuery<Q> {
  const request = getRequest(query);
  const answer = takeFirstAnswer(request.params, {});
  // The server's word on who is signed in, for a start without coverage (docs/offline.md).
  if (answer) keepAnswer(request.params, {}, answer);
  // A visitor's start without coverage (the service worker's shell, docs/offline.md): nobody was
  // signed in here, so nobody is; a signed-in person's start asks the server as ever.
  const offline = !answer && typeof navigator !== 'undefined' && navigator.onLine === false;
  const data = offline && knownSignedOutHere() ? { me: null } : answer && 'data' in answer ? answer.data : null;
  if (!data) return loadQuery<Q>(relay, query, {});
  relay.commitPayload(createOperationDescriptor(request, {}), data);
  return loadQuery<Q>(relay, query, {}, { fetchPolicy: 'store-only' });
}
