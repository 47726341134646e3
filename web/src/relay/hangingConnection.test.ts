import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerBackend, KeptAnswer } from './keptAnswers';
import { STALL_MS } from './upload';

// The app's network on a connection that neither answers nor fails (docs/offline.md, "A
// connection that hangs"): after the stall time a query is answered from the last data, as on no
// network, and a write fails as without a network, for its screen to keep it in the outbox.
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
const { setKeptAnswersOwner } = await import('./offlineAnswers');
const { keptAnswers } = await import('./keptAnswersDb');

const operation = (name: string, operationKind: 'query' | 'mutation' = 'query'): RequestParameters =>
  ({ id: `${name}-id`, name, operationKind, text: null, metadata: {}, cacheID: name }) as RequestParameters;
const viewerQuery = operation('ViewerProviderQuery');
const returnsQuery = operation('ReturnsRouteQuery');
const variables = { statuses: ['draft'] };
const me = { data: { me: { id: 'alice', name: 'alice', role: 'returner' } } };
const returns = { data: { pickupRequests: { edges: [{ node: { address: 'Tunnel 1' } }] } } };

const answering = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
/** Sent, and then nothing: no answer and no error, until the request is given up. */
const hanging = () =>
  vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      ),
  );
/** The answer's head comes, then its body never ends. */
const bodyHangs = () =>
  vi.fn(
    async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'));
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
          },
        }),
      ),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a connection that hangs', () => {
  it('answers a query from the last data once nothing has come for the stall time, answer head or body', async () => {
    vi.stubGlobal('fetch', answering(me));
    await fetchGraphQL(viewerQuery, {}, {}, null);
    setKeptAnswersOwner('alice', 'returner');
    vi.stubGlobal('fetch', answering(returns));
    await fetchGraphQL(returnsQuery, variables, {}, null);
    await keptAnswers.find('settle');

    for (const connection of [hanging(), bodyHangs()]) {
      vi.useFakeTimers();
      vi.stubGlobal('fetch', connection);
      let answer: unknown;
      const asked = Promise.resolve(fetchGraphQL(returnsQuery, variables, {}, null)).then((given) => (answer = given));
      await vi.advanceTimersByTimeAsync(STALL_MS - 1);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await asked;
      expect(answer).toEqual(returns);
    }
  });

  it('fails a write as without a network, so its screen keeps it in the outbox', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hanging());
    const sent = Promise.resolve(fetchGraphQL(operation('SendMessageMutation', 'mutation'), {}, {}, null)).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(await sent).toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
