import { createOperationDescriptor, Environment, getRequest, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import ViewerProviderQuery from './__generated__/ViewerProviderQuery.graphql';
import { loadViewerQuery } from './signedOut';

// Who is signed in at start: asked of the server, unless the server marked the page signed out
// (no session cookie came with it), when the app knows at once and sends nothing (issue 16).

function scriptedServer(me: unknown) {
  const sent: string[] = [];
  const network = Network.create((operation) => {
    sent.push(operation.name);
    return Promise.resolve({ data: { me } as never });
  });
  return { sent, relay: new Environment({ network, store: new Store(new RecordSource()) }) };
}
const viewerIn = (relay: Environment) =>
  relay.lookup(createOperationDescriptor(getRequest(ViewerProviderQuery), {}).fragment);

describe('the viewer at start', () => {
  it('on a page marked signed out, is no one at once, without asking the server', () => {
    const { sent, relay } = scriptedServer({ id: 'VXNlcjox', __typename: 'User' });
    const query = loadViewerQuery(relay, ViewerProviderQuery, true);
    expect(sent).toEqual([]);
    expect(viewerIn(relay)).toMatchObject({ data: { me: null }, isMissingData: false });
    query.dispose();
  });

  it('otherwise is asked of the server', async () => {
    const { sent, relay } = scriptedServer(null);
    const query = loadViewerQuery(relay, ViewerProviderQuery, false);
    expect(sent).toEqual(['ViewerProviderQuery']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewerIn(relay).data).toEqual({ me: null });
    query.dispose();
  });
});
