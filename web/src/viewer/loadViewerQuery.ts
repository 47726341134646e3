import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  type Environment,
  getRequest,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';
import { takeFirstAnswer } from '../relay/firstAnswers';

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
  if (!answer || !('data' in answer) || !answer.data) return loadQuery<Q>(relay, query, {});
  relay.commitPayload(createOperationDescriptor(request, {}), answer.data);
  return loadQuery<Q>(relay, query, {}, { fetchPolicy: 'store-only' });
}
