import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileInFlight, multipartBody, NoAnswer, postGraphQL } from './upload';

const file = (bytes: number[], type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

describe('a multipart body', () => {
  const operation = { query: '', variables: { input: { images: [null, null] } } };
  const uploads = [
    { path: 'variables.input.images.0', blob: file([1, 2, 3]), filename: 'front.png' },
    { path: 'variables.input.images.1', blob: file([4, 5, 6, 7, 8]), filename: 'side "2".png' },
  ];

  it('is the GraphQL multipart request the server reads: the operation, the map and the files', async () => {
    const { body, contentType } = multipartBody(operation, uploads);
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    expect(JSON.parse(form.get('operations') as string)).toEqual(operation);
    expect(JSON.parse(form.get('map') as string)).toEqual({
      0: ['variables.input.images.0'],
      1: ['variables.input.images.1'],
    });
    const side = form.get('1') as File;
    expect(side.name).toBe('side "2".png');
    expect(side.type).toBe('image/png');
    expect(new Uint8Array(await side.arrayBuffer())).toEqual(new Uint8Array([4, 5, 6, 7, 8]));
  });

  it('knows where each file part lies: one after the other, each holding its file, up to the closing boundary', async () => {
    const { body, parts } = multipartBody(operation, uploads);
    expect(parts).toHaveLength(2);
    expect(parts[1].start).toBe(parts[0].end);
    const bytes = new Uint8Array(await body.arrayBuffer());
    const text = (part: { start: number; end: number }) =>
      new TextDecoder('latin1').decode(bytes.slice(part.start, part.end));
    expect(text(parts[0])).toMatch(/^--[-\w]+\r\nContent-Disposition: form-data; name="0"; filename="front.png"\r\n/);
    expect([...bytes.slice(parts[0].end - 5, parts[0].end)]).toEqual([1, 2, 3, 13, 10]);
    expect([...bytes.slice(parts[1].end - 7, parts[1].end)]).toEqual([4, 5, 6, 7, 8, 13, 10]);
    expect(new TextDecoder().decode(bytes.slice(parts[1].end))).toMatch(/^--[-\w]+--\r\n$/);
  });
});

describe('the file in flight', () => {
  const parts = [
    { start: 100, end: 200 },
    { start: 200, end: 600 },
  ];

  it('is the first at nothing while the operation goes, then each file by its share of its own bytes', () => {
    expect(fileInFlight(parts, 0)).toEqual({ index: 0, fraction: 0 });
    expect(fileInFlight(parts, 100)).toEqual({ index: 0, fraction: 0 });
    expect(fileInFlight(parts, 150)).toEqual({ index: 0, fraction: 0.5 });
    expect(fileInFlight(parts, 200)).toEqual({ index: 1, fraction: 0 });
    expect(fileInFlight(parts, 500)).toEqual({ index: 1, fraction: 0.75 });
  });

  it('is the last, whole, once every file has gone (the closing boundary, the answer awaited)', () => {
    expect(fileInFlight(parts, 600)).toEqual({ index: 1, fraction: 1 });
    expect(fileInFlight(parts, 650)).toEqual({ index: 1, fraction: 1 });
  });

  it('is none without files', () => {
    expect(fileInFlight([], 10)).toBeUndefined();
  });
});

/** A stand-in XMLHttpRequest the test drives: upload progress, the answer, or nothing at all. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  headers: Record<string, string> = {};
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('a post in the page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tells how far the body has come and answers the response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: [number, number][] = [];
    const posted = postGraphQL('body', { 'x-graphql-yoga-csrf': '1' }, { onProgress: (...step) => seen.push(step) });
    const xhr = FakeXhr.last!;
    expect(xhr.headers).toEqual({ 'x-graphql-yoga-csrf': '1' });
    expect(xhr.withCredentials).toBe(true);
    xhr.upload.onprogress?.({ loaded: 10, total: 40 });
    xhr.upload.onprogress?.({ loaded: 40, total: 40 });
    xhr.answer(200, '{"data":{}}');
    const response = await posted;
    expect(await response.json()).toEqual({ data: {} });
    expect(seen).toEqual([
      [10, 40],
      [40, 40],
    ]);
  });

  it('gives up when nothing has moved for the stall time, and not while bytes keep going', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const posted = postGraphQL('body', {}, { stallMs: 1000 });
    const outcome = posted.then(
      () => 'answered',
      (error: unknown) => error,
    );
    const xhr = FakeXhr.last!;
    for (const loaded of [1, 2, 3]) {
      vi.advanceTimersByTime(900);
      xhr.upload.onprogress?.({ loaded, total: 10 });
    }
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(xhr.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(NoAnswer);
    expect((error as NoAnswer).stalled).toBe(true);
  });

  it('counts a network failure as no answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const posted = postGraphQL('body', {});
    FakeXhr.last!.onerror?.();
    await expect(posted).rejects.toBeInstanceOf(NoAnswer);
  });
});

describe('a post with a given fetch', () => {
  afterEach(() => vi.useRealTimers());

  /** A fetch that never answers, but ends when its signal aborts, as a browser's does. */
  const hanging = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      ),
  );

  it('gives up after the stall time when one is given', async () => {
    vi.useFakeTimers();
    const posted = postGraphQL('body', {}, { fetchImpl: hanging, stallMs: 500 });
    const outcome = posted.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toEqual(new NoAnswer(true));
  });

  it('waits as long as the fetch does without one (a service worker: the browser bounds its sync)', async () => {
    vi.useFakeTimers();
    let settled = false;
    void postGraphQL('body', {}, { fetchImpl: hanging }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(settled).toBe(false);
  });
});
