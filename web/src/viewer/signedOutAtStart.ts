import ViewerProviderQuery from './__generated__/ViewerProviderQuery.graphql';
import { peekFirstAnswer } from '../relay/firstAnswers';
import { knownSignedOutHere } from './viewerSnapshot';

/**
 * True when the start already knows nobody is signed in, without Relay: the server wrote so into
 * the page (a browser without a session), or an offline start in a browser nobody was signed in
 * (the same cases relay/loadViewerQuery.ts answers from, where the store learns it).
 */
export function signedOutAtStart(): boolean {
  const answer = peekFirstAnswer(ViewerProviderQuery.params, {});
  if (answer) return 'data' in answer && (answer.data as { me?: unknown } | null | undefined)?.me === null;
  return typeof navigator !== 'undefined' && navigator.onLine === false && knownSignedOutHere();
}
