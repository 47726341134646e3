// Which requests have a card on screen now, so a collection waiting in the outbox whose request
// has no card (it left the transporter's lists, or its list is not the one shown) still shows
// somewhere: above the board (docs/offline.md, "Messages and collections without coverage").

/** How many cards of each request are on screen (a request may show on two lists at once). */
const cards = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  listeners.forEach((listener) => listener());
};

/** A card of request `id` is on screen until the returned function is called. */
export function listCard(id: string): () => void {
  cards.set(id, (cards.get(id) ?? 0) + 1);
  changed();
  return () => {
    const left = (cards.get(id) ?? 1) - 1;
    if (left > 0) cards.set(id, left);
    else cards.delete(id);
    changed();
  };
}

/** Whether request `id` has a card on screen. */
export const isListed = (id: string): boolean => cards.has(id);

/** For useSyncExternalStore: changes whenever a card comes or goes. */
export function subscribeListedCards(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const listedCardsVersion = () => version;

/** The writes of those `waiting` whose request has no card on screen (`listed` says which have), in their order. */
export function unlisted<Write extends { pickupRequestId: string }>(
  waiting: readonly Write[],
  listed: (id: string) => boolean,
): Write[] {
  return waiting.filter((write) => !listed(write.pickupRequestId));
}
