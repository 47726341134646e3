import { describe, expect, it } from 'vitest';
import { FilteredEvents, MappedEvents, MAX_QUEUED_EVENTS, TopicStream } from './eventStreams';
import { CountingTarget } from '../test/support/countingTarget';

const publish = (target: EventTarget, topic: string, detail: unknown) =>
  target.dispatchEvent(new CustomEvent(topic, { detail }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TopicStream', () => {
  it('listens from the start, hands events in order whether pulled before or after, and only its topic', async () => {
    const target = new EventTarget();
    const stream = new TopicStream<number>(target, 'a');
    const first = stream.next();
    publish(target, 'a', 1);
    publish(target, 'b', 99);
    publish(target, 'a', 2);
    publish(target, 'a', 3);
    expect(await first).toEqual({ done: false, value: 1 });
    expect(await stream.next()).toEqual({ done: false, value: 2 });
    expect(await stream.next()).toEqual({ done: false, value: 3 });
    const pending = await Promise.race([stream.next(), tick().then(() => 'nothing yet')]);
    expect(pending).toBe('nothing yet');
  });

  it('ends at once when returned while a pull waits: the pull answers done and the listener is gone', async () => {
    const target = new CountingTarget();
    const stream = new TopicStream<number>(target, 'a');
    expect(target.listeners.get('a')).toBe(1);
    const waiting = stream.next();
    await stream.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(target.listeners.get('a')).toBe(0);
    publish(target, 'a', 1);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('ends the stream of a subscriber that stopped pulling, instead of holding its events forever', async () => {
    const target = new CountingTarget();
    const stream = new TopicStream<number>(target, 'a');
    for (let i = 0; i <= MAX_QUEUED_EVENTS; i += 1) publish(target, 'a', i);
    expect(target.listeners.get('a')).toBe(0);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});

describe('FilteredEvents and MappedEvents', () => {
  it('keep the events a check allows, map them, and end the source when ended', async () => {
    const target = new CountingTarget();
    const stream = new MappedEvents(
      new FilteredEvents(new TopicStream<number>(target, 'a'), async (n) => n % 2 === 0),
      (n) => `event ${n}`,
    );
    const next = stream.next();
    for (const n of [1, 2, 3, 4]) publish(target, 'a', n);
    expect(await next).toEqual({ done: false, value: 'event 2' });
    expect(await stream.next()).toEqual({ done: false, value: 'event 4' });
    const waiting = stream.next();
    await stream.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(target.listeners.get('a')).toBe(0);
  });

  it('ends the topic stream beneath when a check fails, so no listener stays behind', async () => {
    const target = new CountingTarget();
    const stream = new MappedEvents(
      new FilteredEvents(new TopicStream<number>(target, 'a'), async () => {
        throw new Error('database away');
      }),
      (n) => n,
    );
    const next = stream.next();
    publish(target, 'a', 1);
    await expect(next).rejects.toThrow('database away');
    expect(target.listeners.get('a')).toBe(0);
  });

  it('hands a failure of the source to its error mapping', async () => {
    const failing: AsyncIterable<number> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('database away')) }),
    };
    const stream = new MappedEvents(
      failing,
      (n) => n,
      (error) => new Error(`located: ${(error as Error).message}`),
    );
    await expect(stream.next()).rejects.toThrow('located: database away');
  });
});
