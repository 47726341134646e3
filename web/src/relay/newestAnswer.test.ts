import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A query asked again while its last answer is on its way (the notification banner at each
// notification): whichever order the answers come back in, the screen ends with the newest.
vi.mock('./keptAnswersDb', async () => {
  const { createKeptAnswers } = await import('./keptAnswers');
  return {
    keptAnswers: createKeptAnswers({
      get: async () => undefined,
      put: async () => {},
      owner: async () => null,
      setOwner: async () => {},
      clear: async () => {},
    }),
  };
});

const { fetchGraphQL } = await import('./environment');

const operation = (name: string, operationKind: 'query' | 'mutation'): RequestParameters =>
  ({ id: `${name}-id`, name, operationKind, text: null, metadata: {}, cacheID: name }) as RequestParameters;
const banner = operation('UnreadNotificationsQuery', 'query');
const markRead = operation('MarkReadMutation', 'mutation');
const answer = (notes: string[]) => ({ data: { notifications: notes } });

/** A fetch whose answers the test lets go one by one, in any order. */
function heldAnswers() {
  const waiting: ((body: unknown) => void)[] = [];
  const fetchImpl = vi.fn(
    () =>
      new Promise<Response>((resolve) =>
        waiting.push((body) =>
          resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
        ),
      ),
  );
  return { fetchImpl, answer: (index: number, body: unknown) => waiting[index](body) };
}

afterEach(() => vi.unstubAllGlobals());

describe('a query asked again before its answer came', () => {
  it('ends with the newest answer when the older one comes back last', async () => {
    const held = heldAnswers();
    vi.stubGlobal('fetch', held.fetchImpl);
    const older = fetchGraphQL(banner, {}, {}, null) as Promise<unknown>;
    const newer = fetchGraphQL(banner, {}, {}, null) as Promise<unknown>;
    await vi.waitFor(() => expect(held.fetchImpl).toHaveBeenCalledTimes(2));
    held.answer(1, answer(['proposed', 'scheduled']));
    expect(await newer).toEqual(answer(['proposed', 'scheduled']));
    held.answer(0, answer(['proposed']));
    expect(await older).toEqual(answer(['proposed', 'scheduled']));
  });

  it('takes each answer as it comes when they come in order, and leaves mutations alone', async () => {
    const held = heldAnswers();
    vi.stubGlobal('fetch', held.fetchImpl);
    const first = fetchGraphQL(banner, { unread: true }, {}, null) as Promise<unknown>;
    const second = fetchGraphQL(banner, { unread: true }, {}, null) as Promise<unknown>;
    await vi.waitFor(() => expect(held.fetchImpl).toHaveBeenCalledTimes(2));
    held.answer(0, answer(['proposed']));
    expect(await first).toEqual(answer(['proposed']));
    held.answer(1, answer(['proposed', 'scheduled']));
    expect(await second).toEqual(answer(['proposed', 'scheduled']));

    const writes = heldAnswers();
    vi.stubGlobal('fetch', writes.fetchImpl);
    const one = fetchGraphQL(markRead, { id: 1 }, {}, null) as Promise<unknown>;
    const two = fetchGraphQL(markRead, { id: 1 }, {}, null) as Promise<unknown>;
    await vi.waitFor(() => expect(writes.fetchImpl).toHaveBeenCalledTimes(2));
    writes.answer(1, { data: { markRead: 'second' } });
    writes.answer(0, { data: { markRead: 'first' } });
    expect(await one).toEqual({ data: { markRead: 'first' } });
    expect(await two).toEqual({ data: { markRead: 'second' } });
  });
});
