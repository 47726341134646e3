// What the service worker tells the page (docs/offline.md, "Sent with the app closed"), kept from
// the page's first script on. The outbox that reads it starts after the first screen, and the
// browser hands queued messages over at DOMContentLoaded whether anyone listens or not: a booking
// the worker sent while the page was loading was taken off the phone, but My Returns, shown from
// the answer the page came with, never heard of it and never showed the request.
type Listener = (data: unknown) => void;

const early: unknown[] = [];
const listeners = new Set<Listener>();
let started = false;

/** Starts keeping the worker's messages (main.tsx, before anything renders). */
export function keepWorkerMessages(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (started || !container) return;
  started = true;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (listeners.size) listeners.forEach((listener) => listener(event.data));
    else early.push(event.data);
  });
}

/** Every message of the worker from now on, and those that came before anyone listened. */
export function onWorkerMessage(listener: Listener): () => void {
  listeners.add(listener);
  for (const data of early.splice(0)) listener(data);
  return () => {
    listeners.delete(listener);
  };
}
