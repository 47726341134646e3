import type { ConcreteRequest, RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerBackend, KeptAnswer } from './keptAnswers';

// The network of the app answering from the last data the phone had when a query finds no
// network (docs/offline.md): the store behind it over a Map instead of IndexedDB.
vi.mock('./keptAnswersDb', async () => {
  const { createKeptAnswers } = await import('./keptAnswers');
  const answers = new Map<string, KeptAnswer>();
  let owner: string | null = null;
  const backend: AnswerBackend = {
    get: async (key) => answers.get(key),
    put: async (answer) => void answers.set(answer.key, structuredClone(answer)),
    owner: async () => owner,
    setOwner: async (next) => {
      owner = next;
    },
    clear: async () => {
      answers.clear();
      owner = null;
    },
  };
  return { keptAnswers: createKeptAnswers(backend) };
});

const { fetchGraphQL } = await import('./environment');
const { clearKeptAnswers, keepAnswer, offlineAsOf, setKeptAnswersOwner } = await import('./offlineAnswers');
const { keptAnswers } = await import('./keptAnswersDb');

const operation = (name: string, operationKind: 'query' | 'mutation' = 'query'): RequestParameters =>
  ({ id: `${name}-id`, name, operationKind, text: null, metadata: {}, cacheID: name }) as RequestParameters;

const viewerQuery = operation('ViewerProviderQuery');
const returnsQuery = operation('ReturnsRouteQuery');
const returnsNode = { params: returnsQuery } as ConcreteRequest;
const variables = { statuses: ['draft', 'ready_for_pickup'] };
const me = (id: string, role = 'returner') => ({ data: { me: { id, name: id, role } } });
const returns = (address: string) => ({ data: { pickupRequests: { edges: [{ node: { address } }] } } });

const answering = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
const noNetwork = () =>
  vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });

/** The store's writes settle (they are fired, not awaited, as answers arrive). */
const settled = () => keptAnswers.find('settle');

async function signIn(id: string, role = 'returner') {
  vi.stubGlobal('fetch', answering(me(id, role)));
  await fetchGraphQL(viewerQuery, {}, {}, null);
  setKeptAnswersOwner(id, role);
  await settled();
}

async function fetchReturns() {
  return fetchGraphQL(returnsQuery, variables, {}, null);
}

beforeEach(async () => {
  await clearKeptAnswers();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the network without coverage', () => {
  it('answers a screen’s query from the last answer the server gave, and says since when', async () => {
    await signIn('alice');
    vi.stubGlobal('fetch', answering(returns('Tunnel 1')));
    await fetchReturns();
    await settled();
    expect(offlineAsOf(returnsNode, variables)).toBeNull();

    vi.stubGlobal('fetch', noNetwork());
    expect(await fetchReturns()).toEqual(returns('Tunnel 1'));
    const asOf = offlineAsOf(returnsNode, variables);
    expect(asOf).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The same query with other variables was never answered: no kept answer stands in.
    await expect(fetchGraphQL(returnsQuery, { statuses: ['draft'] }, {}, null)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });

    // The server answers again: the screen is no longer offline.
    vi.stubGlobal('fetch', answering(returns('Tunnel 2')));
    expect(await fetchReturns()).toEqual(returns('Tunnel 2'));
    expect(offlineAsOf(returnsNode, variables)).toBeNull();
  });

  it('starts a signed-in person’s app without coverage from who was signed in last', async () => {
    await signIn('alice');
    vi.stubGlobal('fetch', noNetwork());
    expect(await fetchGraphQL(viewerQuery, {}, {}, null)).toEqual(me('alice'));
  });

  it('keeps nothing of other queries, refusals or mutations, and retries none from the phone', async () => {
    await signIn('alice');
    vi.stubGlobal('fetch', answering({ data: { drumTypes: [] } }));
    await fetchGraphQL(operation('pickersDrumTypesQuery'), {}, {}, null);
    vi.stubGlobal('fetch', answering({ data: null, errors: [{ message: 'Not signed in' }] }));
    await expect(fetchReturns()).rejects.toThrow('Not signed in');
    await settled();

    vi.stubGlobal('fetch', noNetwork());
    await expect(fetchGraphQL(operation('pickersDrumTypesQuery'), {}, {}, null)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    await expect(fetchReturns()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(
      fetchGraphQL(operation('CreatePickupRequestMutation', 'mutation'), {}, {}, null),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('never answers one person’s data to the next one signed in on the phone', async () => {
    await signIn('alice');
    vi.stubGlobal('fetch', answering(returns('Alice site')));
    await fetchReturns();
    await settled();

    await signIn('bob');
    vi.stubGlobal('fetch', noNetwork());
    await expect(fetchReturns()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(await fetchGraphQL(viewerQuery, {}, {}, null)).toEqual(me('bob'));
  });

  it('forgets everything when the server says nobody is signed in, and when signing out', async () => {
    await signIn('alice');
    vi.stubGlobal('fetch', answering(returns('Alice site')));
    await fetchReturns();
    vi.stubGlobal('fetch', answering({ data: { me: null } }));
    await fetchGraphQL(viewerQuery, {}, {}, null);
    await settled();
    vi.stubGlobal('fetch', noNetwork());
    await expect(fetchReturns()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    await signIn('alice');
    vi.stubGlobal('fetch', answering(returns('Alice site')));
    await fetchReturns();
    await settled();
    await clearKeptAnswers();
    vi.stubGlobal('fetch', noNetwork());
    await expect(fetchReturns()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(fetchGraphQL(viewerQuery, {}, {}, null)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('keeps the page’s own first answers as the server’s', async () => {
    await signIn('alice');
    keepAnswer(returnsQuery, variables, returns('From the page'));
    await settled();
    vi.stubGlobal('fetch', noNetwork());
    expect(await fetchReturns()).toEqual(returns('From the page'));
  });

  it('keeps a transporter’s board for the transporter, not an admin’s nor a returner’s of their screens', async () => {
    const boardQuery = operation('PickupBoardQuery');
    const board = { statuses: ['ready_for_pickup'], section: 'scheduled', first: 50 };
    const fetchBoard = () => fetchGraphQL(boardQuery, board, {}, null);
    await signIn('tina', 'transporter');
    vi.stubGlobal('fetch', answering(returns('Yard 1')));
    await fetchBoard();
    // A transporter never opens My Returns; were it answered, it is not theirs to keep.
    await fetchReturns();
    await settled();
    vi.stubGlobal('fetch', noNetwork());
    expect(await fetchBoard()).toEqual(returns('Yard 1'));
    expect(offlineAsOf({ params: boardQuery } as ConcreteRequest, board)).toMatch(/^\d{4}-\d\d-\d\dT/);
    await expect(fetchReturns()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    await signIn('ada', 'admin');
    vi.stubGlobal('fetch', answering(returns('Every yard')));
    await fetchBoard();
    await settled();
    vi.stubGlobal('fetch', noNetwork());
    await expect(fetchBoard()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('keeps a transporter’s screens after a login, which names the person without the viewer’s query', async () => {
    const countQuery = operation('TransportDashboardRouteCountQuery');
    setKeptAnswersOwner('tina', 'transporter');
    vi.stubGlobal('fetch', answering({ data: { transportStats: { newRequests: 2 } } }));
    await fetchGraphQL(countQuery, {}, {}, null);
    await settled();
    vi.stubGlobal('fetch', noNetwork());
    expect(await fetchGraphQL(countQuery, {}, {}, null)).toEqual({ data: { transportStats: { newRequests: 2 } } });
  });
});
