import { describe, expect, it } from 'vitest';
import { keepWorkerMessages, onWorkerMessage } from './workerMessages';

describe("the service worker's messages", () => {
  it('keeps those that come before anyone listens for the first listener, and hands on the rest as they come', () => {
    const container = new EventTarget();
    keepWorkerMessages(container as ServiceWorkerContainer);
    // While the page loads, before the outbox listens: the worker sent a booking.
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'sync', events: ['early'] } }));
    const heard: unknown[] = [];
    const stop = onWorkerMessage((data) => heard.push(data));
    expect(heard).toEqual([{ type: 'sync', events: ['early'] }]);
    container.dispatchEvent(new MessageEvent('message', { data: 'later' }));
    expect(heard).toEqual([{ type: 'sync', events: ['early'] }, 'later']);
    stop();
    container.dispatchEvent(new MessageEvent('message', { data: 'unheard' }));
    // Kept again for whoever listens next.
    const next: unknown[] = [];
    onWorkerMessage((data) => next.push(data));
    expect(next).toEqual(['unheard']);
    expect(heard).toHaveLength(2);
  });
});
