// What this phone keeps of the signed-in person (docs/offline.md): each keeper registers how to
// empty its part, and signing out empties them all, so nothing of one person stays readable to the
// next one on a shared phone.

type Clear = () => Promise<void> | void;

const clearers = new Set<Clear>();

/** Registers how to empty one keeper's data; answers a function that unregisters it. */
export function onClearPersonalData(clear: Clear): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

/** Empties every keeper's data; settles once each has (one that fails does not stop the others). */
export async function clearPersonalData(): Promise<void> {
  await Promise.allSettled([...clearers].map(async (clear) => clear()));
}
