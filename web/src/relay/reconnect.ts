import { useSyncExternalStore } from 'react';

// A socket that dropped and came back may have missed events: whatever shows live data refetches
// once it is back (docs/decisions.md: no polling; catching up is a refetch on reconnect).

let generation = 0;
const listeners = new Set<() => void>();

/** Called by the subscription client when it connects again after a drop. */
export function notifyReconnected(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentGeneration = () => generation;

/** Changes after every reconnect: a fetchKey (or part of one) for live screens. */
export function useReconnectKey(): number {
  return useSyncExternalStore(subscribe, currentGeneration, currentGeneration);
}
