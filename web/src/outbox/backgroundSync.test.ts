import { describe, expect, it, vi } from 'vitest';
import { oneAtATime, requestBackgroundSync, SYNC_TAG } from './backgroundSync';
import { createOutbox } from './outbox';
import type { SendOutcome } from './send';
import type { OutboxStore, QueuedMessage, QueuedWrite } from './store';
import viewerQuery from '../viewer/__generated__/ViewerProviderQuery.graphql';
import { sendFromWorker } from './worker';

function memoryStore(): OutboxStore & { map: Map<string, QueuedWrite> } {
  const map = new Map<string, QueuedWrite>();
  return {
    map,
    all: async () => [...map.values()].sort((a, b) => a.savedAt.localeCompare(b.savedAt)),
    get: async (id) => map.get(id),
    put: async (write) => void map.set(write.clientRequestId, structuredClone(write)),
    update: async (id, change) => {
      const write = map.get(id);
      const changed = write && change(structuredClone(write));
      if (changed) map.set(id, structuredClone(changed));
    },
    delete: async (id) => void map.delete(id),
  };
}

const message = (clientRequestId: string, owner = 'alice', savedAt = '2026-12-03T06:02:00.000Z'): QueuedMessage => ({
  kind: 'message',
  clientRequestId,
  owner,
  savedAt,
  pickupRequestId: 'UGlja3VwUmVxdWVzdDo3',
  messageText: 'Drums are by the gate',
  photos: [],
  attempts: 0,
});

/** A Web Lock of one name, as the browser holds it: one holder at a time, in the order asked. */
function fakeLocks(): LockManager & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request: ((name: string, run: () => Promise<unknown>) => {
      names.push(name);
      const turn = tail.then(() => run());
      tail = turn.catch(() => undefined);
      return turn;
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

/** The server as the worker meets it: who the session is, and an answer to each write's send. */
function server(viewer: string | null | 'no answer', answer: (operation: string) => unknown) {
  const sent: string[] = [];
  const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    // The viewer's query goes as JSON; a write, as a multipart request (its body as the server reads it).
    const type = new Headers(init?.headers).get('content-type') ?? '';
    if (type.includes('application/json')) {
      if (viewer === 'no answer') throw new TypeError('Failed to fetch');
      return Response.json({ data: { me: viewer === null ? null : { id: viewer } } });
    }
    const form = await new Response(init?.body, type ? { headers: { 'content-type': type } } : {}).formData();
    const operation = JSON.parse(form.get('operations') as string) as {
      operationName: string;
      variables: { input: { clientRequestId: string } };
    };
    sent.push(operation.variables.input.clientRequestId);
    return Response.json(answer(operation.operationName));
  }) as unknown as typeof fetch & { mock: { calls: unknown[][] } };
  return { fetchImpl, sent };
}

const delivered = { data: { sendMessage: { __typename: 'SendMessagePayload', messageEdge: {} } } };

describe('the outbox in the service worker', () => {
  it("sends only the session's person's writes, each with its own key, and forgets what went", async () => {
    const store = memoryStore();
    await store.put(message('alice-1', 'alice', '2026-12-03T06:00:00.000Z'));
    await store.put(message('bob-1', 'bob', '2026-12-03T06:01:00.000Z'));
    await store.put(message('alice-2', 'alice', '2026-12-03T06:02:00.000Z'));
    const { fetchImpl, sent } = server('alice', () => delivered);
    const locks = fakeLocks();

    const round = await sendFromWorker({
      store,
      whoQuery: viewerQuery.params,
      fetch: fetchImpl,
      locks,
      isOnline: () => true,
    });

    expect(sent).toEqual(['alice-1', 'alice-2']);
    expect([...store.map.keys()]).toEqual(['bob-1']);
    expect(round).toMatchObject({ kind: 'done', stalled: false });
    expect(round.kind === 'done' && round.events.filter((event) => event.sent)).toEqual([
      { sent: { kind: 'message', clientRequestId: 'alice-1' } },
      { sent: { kind: 'message', clientRequestId: 'alice-2' } },
    ]);
    expect(locks.names).toEqual(['drum-returns-outbox']);
  });

  it('keeps a refusal on the write, for its card the next time the app opens', async () => {
    const store = memoryStore();
    await store.put(message('alice-1'));
    const { fetchImpl } = server('alice', () => ({
      data: { sendMessage: { __typename: 'ValidationError', message: 'Too long', issues: [] } },
    }));

    const round = await sendFromWorker({
      store,
      whoQuery: viewerQuery.params,
      fetch: fetchImpl,
      locks: undefined,
      isOnline: () => true,
    });

    expect(round).toMatchObject({ kind: 'done', stalled: false });
    expect(store.map.get('alice-1')?.refused).toEqual({ message: 'Too long', issues: [] });
  });

  it('sends nothing while nobody is signed in, and keeps it all', async () => {
    const store = memoryStore();
    await store.put(message('alice-1'));
    const { fetchImpl, sent } = server(null, () => delivered);

    expect(
      await sendFromWorker({
        store,
        whoQuery: viewerQuery.params,
        fetch: fetchImpl,
        locks: undefined,
        isOnline: () => true,
      }),
    ).toEqual({
      kind: 'nobody',
    });
    expect(sent).toEqual([]);
    expect([...store.map.keys()]).toEqual(['alice-1']);
  });

  it('waits for a later event when the server cannot say who is signed in, or a send gets no answer', async () => {
    const store = memoryStore();
    await store.put(message('alice-1'));
    const away = server('no answer', () => delivered);
    expect(
      await sendFromWorker({
        store,
        whoQuery: viewerQuery.params,
        fetch: away.fetchImpl,
        locks: undefined,
        isOnline: () => true,
      }),
    ).toEqual({
      kind: 'done',
      stalled: true,
      events: [],
    });
    expect(away.sent).toEqual([]);

    const cut = server('alice', () => {
      throw new TypeError('Failed to fetch');
    });
    const round = await sendFromWorker({
      store,
      whoQuery: viewerQuery.params,
      fetch: cut.fetchImpl,
      locks: undefined,
      isOnline: () => true,
    });
    expect(round).toMatchObject({ kind: 'done', stalled: true });
    expect(store.map.get('alice-1')?.attempts).toBe(1);
  });
});

describe('the page and the worker on one outbox', () => {
  it('send each write once when both flush at the same time', async () => {
    const store = memoryStore();
    await store.put(message('one', 'alice', '2026-12-03T06:00:00.000Z'));
    await store.put(message('two', 'alice', '2026-12-03T06:01:00.000Z'));
    const locks = fakeLocks();
    const sent: string[] = [];
    const send = async (write: QueuedWrite): Promise<SendOutcome> => {
      sent.push(write.clientRequestId);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { kind: 'sent' };
    };
    const make = () => {
      const outbox = createOutbox({
        store,
        send,
        isOnline: () => true,
        later: () => {},
        exclusive: oneAtATime(locks),
      });
      outbox.setOwner('alice');
      return outbox;
    };
    const [page, worker] = [make(), make()];

    expect(await Promise.all([page.flush(), worker.flush()])).toEqual([false, false]);
    expect(sent).toEqual(['one', 'two']);
    expect(store.map.size).toBe(0);
  });

  it('without the lock, the same two flushes would send each write twice', async () => {
    const store = memoryStore();
    await store.put(message('one'));
    const sent: string[] = [];
    const send = async (write: QueuedWrite): Promise<SendOutcome> => {
      sent.push(write.clientRequestId);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { kind: 'sent' };
    };
    const make = () => {
      const outbox = createOutbox({ store, send, isOnline: () => true, later: () => {} });
      outbox.setOwner('alice');
      return outbox;
    };
    await Promise.all([make().flush(), make().flush()]);
    expect(sent).toEqual(['one', 'one']);
  });

  it('asks for Background Sync when a write is queued and after a send without an answer', async () => {
    const store = memoryStore();
    const waiting = vi.fn();
    const outbox = createOutbox({
      store,
      send: async () => ({ kind: 'retry' }),
      isOnline: () => true,
      later: () => {},
      waiting,
    });
    outbox.setOwner('alice');
    const { owner: _owner, ...write } = message('one');
    await outbox.queue(write);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(await outbox.flush()).toBe(true);
    expect(waiting).toHaveBeenCalledTimes(2);
  });
});

describe('asking for Background Sync', () => {
  it("registers the outbox's tag where the registration has `sync`", async () => {
    const register = vi.fn(async () => {});
    const container = { getRegistration: async () => ({ sync: { register } }) } as unknown as ServiceWorkerContainer;
    await requestBackgroundSync(container);
    expect(register).toHaveBeenCalledWith(SYNC_TAG);
  });

  it('does nothing without a worker, without Background Sync, or when refused', async () => {
    await expect(requestBackgroundSync(undefined)).resolves.toBeUndefined();
    const none = { getRegistration: async () => undefined } as unknown as ServiceWorkerContainer;
    await expect(requestBackgroundSync(none)).resolves.toBeUndefined();
    const plain = { getRegistration: async () => ({}) } as unknown as ServiceWorkerContainer;
    await expect(requestBackgroundSync(plain)).resolves.toBeUndefined();
    const refused = {
      getRegistration: async () => ({ sync: { register: async () => Promise.reject(new DOMException('denied')) } }),
    } as unknown as ServiceWorkerContainer;
    await expect(requestBackgroundSync(refused)).resolves.toBeUndefined();
  });
});
