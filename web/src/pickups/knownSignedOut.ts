import { ROOT_ID } from 'relay-runtime';
import { environment } from '../relay/relay';

/**
 * True when the store already knows nobody is signed in (the root `me` is null), so a route's
 * loader can skip a query the server would refuse. Unknown (first load) counts as signed in:
 * the query runs and the screen decides.
 */
export function knownSignedOut(): boolean {
  const root = environment.getStore().getSource().get(ROOT_ID);
  return root !== undefined && root !== null && root.me === null;
}
