import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PICKUP_FORM } from '../pickups/form';
import { createOutbox, retryDelay } from './outbox';
import { type SendOutcome, type SendProgress, sendBooking, sendCollection, sendMessage, sendQueued } from './send';
import type { OutboxStore, QueuedBooking, QueuedCollection, QueuedMessage, QueuedWrite } from './store';

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

const photo = () => ({
  name: 'front.png',
  type: 'image/png',
  blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
});

const booking = (clientRequestId: string, savedAt = '2026-12-03T06:00:00.000Z', owner = 'alice'): QueuedBooking => ({
  kind: 'booking',
  clientRequestId,
  owner,
  savedAt,
  input: { address: 'Testgatan 1', drums: [{ drumSpecId: 'RHJ1bVNwZWM6MQ==', quantity: 2, drumNumbers: [] }] },
  values: { ...EMPTY_PICKUP_FORM, address: 'Testgatan 1' },
  photos: [photo()],
  attempts: 0,
});

const message = (clientRequestId: string, savedAt = '2026-12-03T06:02:00.000Z', owner = 'alice'): QueuedMessage => ({
  kind: 'message',
  clientRequestId,
  owner,
  savedAt,
  pickupRequestId: 'UGlja3VwUmVxdWVzdDo3',
  messageText: 'Drums are by the gate',
  photos: [photo()],
  attempts: 0,
});

const collection = (
  clientRequestId: string,
  savedAt = '2026-12-03T06:04:00.000Z',
  owner = 'alice',
): QueuedCollection => ({
  kind: 'collection',
  clientRequestId,
  owner,
  savedAt,
  pickupRequestId: 'UGlja3VwUmVxdWVzdDo3',
  reference: 'PR-000007',
  input: { collectorName: 'Dana', drums: [{ number: 'DR-1', condition: 'MINOR_DAMAGE' }] },
  values: {},
  photos: [photo()],
  attempts: 0,
});

function setUp(outcomes: SendOutcome[], online = { value: true }, clock = { now: Date.parse('2026-12-03T06:10:00Z') }) {
  const store = memoryStore();
  const timers: { run: () => void; ms: number }[] = [];
  const send = vi.fn(async (_write: QueuedWrite) => outcomes.shift() ?? { kind: 'retry' as const });
  const outbox = createOutbox({
    store,
    send,
    isOnline: () => online.value,
    later: (run, ms) => void timers.push({ run, ms }),
    now: () => clock.now,
  });
  outbox.setOwner('alice');
  const events: unknown[] = [];
  outbox.subscribe((event) => events.push(event));
  return { store, send, outbox, timers, events };
}

describe('the outbox', () => {
  it('sends a booking with its own key and forgets it once the server has it', async () => {
    const { store, send, outbox, events } = setUp([{ kind: 'sent', databaseId: 41 }]);
    await outbox.queue(booking('key-1'));
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].clientRequestId).toBe('key-1');
    expect(store.map.size).toBe(0);
    expect(events).toContainEqual({ sent: { kind: 'booking', clientRequestId: 'key-1', databaseId: 41 } });
  });

  it('keeps what waits while offline and sends it when told the connection is back', async () => {
    const online = { value: false };
    const { store, send, outbox } = setUp([{ kind: 'sent', databaseId: 7 }], online);
    await outbox.queue(booking('key-1'));
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(store.map.size).toBe(1);
    online.value = true;
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.map.size).toBe(0);
  });

  it('tries again with the same key after a longer wait each time the answer is lost', async () => {
    const { store, send, outbox, timers } = setUp([
      { kind: 'retry' },
      { kind: 'retry' },
      { kind: 'sent', databaseId: 3 },
    ]);
    await outbox.queue(booking('key-1'));
    await outbox.flush();
    expect(store.map.get('key-1')?.attempts).toBe(1);
    expect(timers.map((timer) => timer.ms)).toEqual([2000]);
    timers.shift()!.run();
    await outbox.flush();
    expect(store.map.get('key-1')?.attempts).toBe(2);
    expect(timers.map((timer) => timer.ms)).toEqual([4000]);
    timers.shift()!.run();
    await outbox.flush();
    expect(store.map.size).toBe(0);
    expect(send.mock.calls.map(([sent]) => sent.clientRequestId)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('keeps a refused booking with the server’s words and sends it no more', async () => {
    const issues = [{ field: 'address', message: 'Address is required' }];
    const { store, send, outbox } = setUp([{ kind: 'refused', message: 'Validation failed', issues }]);
    await outbox.queue(booking('key-1'));
    await outbox.flush();
    expect(store.map.get('key-1')?.refused).toEqual({ message: 'Validation failed', issues });
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends in the order the bookings were saved, and a discarded one not at all', async () => {
    const online = { value: false };
    const { send, outbox } = setUp(
      [
        { kind: 'sent', databaseId: 1 },
        { kind: 'sent', databaseId: 2 },
      ],
      online,
    );
    await outbox.queue(booking('later', '2026-12-03T06:05:00.000Z'));
    await outbox.queue(booking('earlier', '2026-12-03T06:01:00.000Z'));
    await outbox.queue(booking('gone', '2026-12-03T06:03:00.000Z'));
    await outbox.discard('gone');
    online.value = true;
    await outbox.flush();
    expect(send.mock.calls.map(([sent]) => sent.clientRequestId)).toEqual(['earlier', 'later']);
  });

  it('lists and sends only the signed-in person’s bookings', async () => {
    const { store, send, outbox } = setUp([
      { kind: 'sent', databaseId: 1 },
      { kind: 'sent', databaseId: 2 },
    ]);
    await store.put(booking('bob-1', '2026-12-03T06:00:00.000Z', 'bob'));
    await outbox.queue(booking('alice-1'));
    expect((await outbox.list()).map((queued) => queued.clientRequestId)).toEqual(['alice-1']);
    expect(await outbox.get('bob-1')).toBeUndefined();
    await outbox.flush();
    expect(send.mock.calls.map(([sent]) => sent.clientRequestId)).toEqual(['alice-1']);
    expect([...store.map.keys()]).toEqual(['bob-1']);
    // Bob signs in on the same phone: his goes.
    outbox.setOwner('bob');
    await outbox.flush();
    expect(store.map.size).toBe(0);
  });

  it('sends messages and collections the same way, each once, in the order they were made', async () => {
    const online = { value: false };
    const { store, send, outbox, events } = setUp(
      [{ kind: 'sent', databaseId: 7 }, { kind: 'sent' }, { kind: 'sent', databaseId: 8 }],
      online,
    );
    await outbox.queue(collection('collect-1'));
    await outbox.queue(message('message-1'));
    await outbox.queue(booking('booking-1'));
    online.value = true;
    await outbox.flush();
    await outbox.flush();
    expect(send.mock.calls.map(([sent]) => `${sent.kind}:${sent.clientRequestId}`)).toEqual([
      'booking:booking-1',
      'message:message-1',
      'collection:collect-1',
    ]);
    expect(store.map.size).toBe(0);
    expect(events).toContainEqual({ sent: { kind: 'booking', clientRequestId: 'booking-1', databaseId: 7 } });
    expect(events).toContainEqual({ sent: { kind: 'message', clientRequestId: 'message-1' } });
    expect(events).toContainEqual({ sent: { kind: 'collection', clientRequestId: 'collect-1', databaseId: 8 } });
  });

  it('keeps a refused message for the person while the rest goes on', async () => {
    const issues = [{ field: 'messageText', message: 'Message is too long' }];
    const { store, send, outbox } = setUp([
      { kind: 'refused', message: 'Validation failed', issues },
      { kind: 'sent', databaseId: 3 },
    ]);
    await outbox.queue(message('message-1', '2026-12-03T06:00:00.000Z'));
    await outbox.queue(collection('collect-1', '2026-12-03T06:01:00.000Z'));
    await outbox.flush();
    expect(store.map.get('message-1')?.refused).toEqual({ message: 'Validation failed', issues });
    expect(store.map.has('collect-1')).toBe(false);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts what the signed-in person has unsent, and deletes only theirs when they log out', async () => {
    const online = { value: false };
    const { store, outbox } = setUp([], online);
    await store.put(booking('bob-1', '2026-12-03T06:00:00.000Z', 'bob'));
    await outbox.queue(booking('alice-1'));
    await outbox.queue(message('alice-2'));
    await outbox.queue(message('alice-3'));
    expect(await outbox.unsent()).toEqual({ booking: 1, message: 2, collection: 0 });
    await outbox.discardAll();
    expect(await outbox.unsent()).toEqual({ booking: 0, message: 0, collection: 0 });
    expect([...store.map.keys()]).toEqual(['bob-1']);
  });

  it('sends nothing once nobody is signed in', async () => {
    const { send, outbox } = setUp([{ kind: 'sent', databaseId: 1 }]);
    await outbox.queue(booking('alice-1'));
    outbox.setOwner(null);
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(await outbox.list()).toEqual([]);
  });

  it('holds back a write open in a form until the form lets it go, or the hold lapses', async () => {
    const clock = { now: Date.parse('2026-12-03T06:10:00Z') };
    const { store, send, outbox } = setUp(
      [
        { kind: 'sent', databaseId: 1 },
        { kind: 'sent', databaseId: 2 },
      ],
      { value: true },
      clock,
    );
    await outbox.queue(booking('edited'));
    await outbox.queue(booking('other', '2026-12-03T06:06:00.000Z'));
    await outbox.hold('edited', 60_000);
    // The connection comes back while the form is open: the other booking goes, the edited one waits.
    await outbox.flush();
    expect(send.mock.calls.map(([write]) => write.clientRequestId)).toEqual(['other']);
    expect(store.map.has('edited')).toBe(true);
    // The form closes without saving: it goes as it was.
    await outbox.release('edited');
    await outbox.flush();
    expect(send.mock.calls.map(([write]) => write.clientRequestId)).toEqual(['other', 'edited']);
    expect(store.map.size).toBe(0);

    // A tab closed mid-edit: its hold lapses and the write goes.
    const again = setUp([{ kind: 'sent', databaseId: 3 }], { value: true }, clock);
    await again.outbox.queue(booking('left'));
    await again.outbox.hold('left', 60_000);
    await again.outbox.flush();
    expect(again.send).not.toHaveBeenCalled();
    clock.now += 60_001;
    await again.outbox.flush();
    expect(again.send).toHaveBeenCalledTimes(1);
  });

  it('waits at most two minutes between tries', () => {
    expect([1, 2, 3, 10, 30].map(retryDelay)).toEqual([2000, 4000, 8000, 120_000, 120_000]);
  });
});

/** A send's multipart body as the server reads it. */
const formOf = (init: RequestInit) =>
  new Response(init.body, {
    headers: { 'content-type': (init.headers as Record<string, string>)['content-type'] },
  }).formData();

describe('a send', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('is a multipart createPickupRequest with the key, the time Save was pressed and the photos', async () => {
    const fetchImpl = answer({
      data: { createPickupRequest: { __typename: 'PickupRequestPayload', pickupRequest: { databaseId: 12 } } },
    });
    expect(await sendBooking(booking('key-9'), fetchImpl)).toEqual({ kind: 'sent', databaseId: 12 });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const form = await formOf(init);
    const operations = JSON.parse(form.get('operations') as string);
    expect(operations.operationName).toBe('CreatePickupRequestMutation');
    expect(operations.variables.input).toMatchObject({
      clientRequestId: 'key-9',
      createdAt: '2026-12-03T06:00:00.000Z',
      address: 'Testgatan 1',
      images: [null],
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.images.0'] });
    const photo = form.get('0') as File;
    expect(photo.name).toBe('front.png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('is a multipart sendMessage with the key, the text and the photos', async () => {
    const fetchImpl = answer({ data: { sendMessage: { __typename: 'SendMessagePayload', messageEdge: {} } } });
    expect(await sendQueued(message('key-m'), fetchImpl)).toEqual({ kind: 'sent' });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const form = await formOf(init);
    const operations = JSON.parse(form.get('operations') as string);
    expect(operations.operationName).toBe('SendMessageMutation');
    expect(operations.variables.input).toEqual({
      pickupRequestId: 'UGlja3VwUmVxdWVzdDo3',
      messageText: 'Drums are by the gate',
      clientRequestId: 'key-m',
      images: [null],
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.images.0'] });
    expect(new Uint8Array(await (form.get('0') as File).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('is a multipart markPickupCollected with the key, the time it was recorded, the drums by number and the photos', async () => {
    const fetchImpl = answer({
      data: { markPickupCollected: { __typename: 'PickupRequestPayload', pickupRequest: { databaseId: 7 } } },
    });
    expect(await sendCollection(collection('key-c'), fetchImpl)).toEqual({ kind: 'sent', databaseId: 7 });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const form = await formOf(init);
    const operations = JSON.parse(form.get('operations') as string);
    expect(operations.operationName).toBe('QueuedCollectionMutation');
    expect(operations.variables.input).toEqual({
      id: 'UGlja3VwUmVxdWVzdDo3',
      collectorName: 'Dana',
      drums: [{ number: 'DR-1', condition: 'MINOR_DAMAGE' }],
      clientRequestId: 'key-c',
      collectedAt: '2026-12-03T06:04:00.000Z',
      photos: [null],
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.photos.0'] });
    expect((form.get('0') as File).name).toBe('front.png');
  });

  it('reads a request no longer to be collected as a refusal, and a message without a session as a later try', async () => {
    const refusal = 'This action is not allowed in the current status';
    expect(
      await sendCollection(
        collection('k'),
        answer({ data: null, errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] }, 409),
      ),
    ).toEqual({ kind: 'refused', message: refusal, issues: [] });
    expect(
      await sendMessage(
        message('k'),
        answer({ errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    ).toEqual({ kind: 'retry' });
  });

  it('reads a validation error as a refusal, and no answer, a server away or no session as a later try', async () => {
    const issues = [{ field: 'images', message: 'At least one photo' }];
    expect(
      await sendBooking(
        booking('k'),
        answer({ data: { createPickupRequest: { __typename: 'ValidationError', message: 'Invalid', issues } } }),
      ),
    ).toEqual({ kind: 'refused', message: 'Invalid', issues });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendBooking(booking('k'), offline)).toEqual({ kind: 'retry' });
    expect(await sendBooking(booking('k'), answer({ errors: [{ message: 'Unavailable' }] }, 503))).toEqual({
      kind: 'retry',
    });
    expect(
      await sendBooking(
        booking('k'),
        answer({ errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    ).toEqual({ kind: 'retry' });
    const conflict = 'This key was already used for a request with other fields or files';
    expect(
      await sendBooking(
        booking('k'),
        answer({ errors: [{ message: conflict, extensions: { code: 'CONFLICT' } }] }, 409),
      ),
    ).toEqual({ kind: 'refused', message: conflict, issues: [] });
  });
});

describe('a send from the page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  type StubXhr = {
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null };
    onload: (() => void) | null;
    status: number;
    responseText: string;
    body: Blob | undefined;
    aborted: boolean;
  };

  /** XMLHttpRequest as the page has it, reporting the body's bytes as they go, as a browser does. */
  function stubXhr(answer: ((xhr: StubXhr) => void) | null) {
    const made: StubXhr[] = [];
    class Stub implements StubXhr {
      upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      status = 0;
      statusText = '';
      responseText = '';
      body: Blob | undefined;
      aborted = false;
      constructor() {
        made.push(this);
      }
      open() {}
      setRequestHeader() {}
      abort() {
        this.aborted = true;
      }
      send(body: Blob) {
        this.body = body;
        answer?.(this);
      }
    }
    vi.stubGlobal('XMLHttpRequest', Stub);
    return made;
  }

  const twoPhotos = (): QueuedBooking => ({
    ...booking('key-p'),
    photos: [
      { name: 'a.png', type: 'image/png', blob: new Blob([new Uint8Array(10_000)], { type: 'image/png' }) },
      { name: 'b.png', type: 'image/png', blob: new Blob([new Uint8Array(30_000)], { type: 'image/png' }) },
    ],
  });

  it('tells which photo is on its way and how much of it, by the bytes of the body gone', async () => {
    stubXhr((xhr) => {
      const total = xhr.body!.size;
      // Before the photos (the operation and the map are less than 2 kB), about half of the first,
      // a little of the second, most of it, all.
      for (const loaded of [0, 6_000, 12_000, 35_000, total]) xhr.upload.onprogress?.({ loaded, total });
      xhr.status = 200;
      xhr.responseText = JSON.stringify({
        data: { createPickupRequest: { __typename: 'PickupRequestPayload', pickupRequest: { databaseId: 5 } } },
      });
      xhr.onload?.();
    });
    const seen: SendProgress[] = [];
    expect(await sendBooking(twoPhotos(), undefined, { onProgress: (step) => seen.push(step) })).toEqual({
      kind: 'sent',
      databaseId: 5,
    });
    expect(seen.map(({ photo, photos }) => `${photo}/${photos}`)).toEqual(['1/2', '1/2', '1/2', '2/2', '2/2', '2/2']);
    const fractions = seen.map((step) => step.fraction);
    expect(fractions.slice(0, 2)).toEqual([0, 0]);
    expect(fractions[2]).toBeGreaterThan(0.35);
    expect(fractions[2]).toBeLessThan(0.6);
    expect(fractions[3]).toBeGreaterThan(0);
    expect(fractions[3]).toBeLessThan(0.1);
    expect(fractions[4]).toBeGreaterThan(0.75);
    expect(fractions[4]).toBeLessThan(0.9);
    expect(fractions[5]).toBe(1);
  });

  it('counts a send on which nothing moves for the stall time as no answer, to go again with the same key', async () => {
    vi.useFakeTimers();
    const made = stubXhr(null);
    const sent = sendBooking(twoPhotos(), undefined, { stallMs: 30_000 });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(made[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(made[0].aborted).toBe(true);
    expect(await sent).toEqual({ kind: 'retry' });
  });

  it('with a given fetch that hangs, gives up after the stall time given', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const sent = sendMessage(message('key-h'), hanging, { stallMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await sent).toEqual({ kind: 'retry' });
  });
});
