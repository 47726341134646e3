import { createOperationDescriptor, Environment, getRequest, Network, RecordSource, Store } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswerKey } from '../../../domain/firstAnswers';
import ViewerProviderQuery from './__generated__/ViewerProviderQuery.graphql';

// Who is signed in at start: answered at once from the page when the server wrote the answer
// there (a browser without a session: no one), else asked of the server.

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

/** A page carrying `answers` as the server writes them; the module reads it afresh. */
async function onPageWith(answers: Record<string, unknown> | null) {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === FIRST_ANSWERS_ELEMENT_ID && answers ? { textContent: JSON.stringify(answers) } : null,
  });
  return (await import('./loadViewerQuery')).loadViewerQuery;
}
const viewerKey = () => firstAnswerKey(ViewerProviderQuery.params.id!, {});

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the viewer at start', () => {
  it("is the page's answer at once, without asking the server: no one", async () => {
    const loadViewerQuery = await onPageWith({ [viewerKey()]: { data: { me: null } } });
    const { sent, relay } = scriptedServer({ id: 'VXNlcjox', __typename: 'User' });
    const query = loadViewerQuery(relay, ViewerProviderQuery);
    expect(sent).toEqual([]);
    expect(viewerIn(relay)).toMatchObject({ data: { me: null }, isMissingData: false });
    query.dispose();
  });

  it("is the page's answer at once, without asking the server: the signed-in user", async () => {
    const me = { id: 'VXNlcjo3', name: 'Alice', email: 'alice@example.com', role: 'returner', approved: true };
    const loadViewerQuery = await onPageWith({ [viewerKey()]: { data: { me } } });
    const { sent, relay } = scriptedServer(null);
    const query = loadViewerQuery(relay, ViewerProviderQuery);
    expect(sent).toEqual([]);
    expect(viewerIn(relay).isMissingData).toBe(false);
    expect(relay.getStore().getSource().get('VXNlcjo3')).toMatchObject({ name: 'Alice', role: 'returner' });
    query.dispose();
  });

  it('is asked of the server when the page has no answer', async () => {
    const loadViewerQuery = await onPageWith(null);
    const { sent, relay } = scriptedServer(null);
    const query = loadViewerQuery(relay, ViewerProviderQuery);
    expect(sent).toEqual(['ViewerProviderQuery']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewerIn(relay).data).toEqual({ me: null });
    query.dispose();
  });
});
