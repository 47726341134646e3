import type { GraphQLResponse } from 'relay-runtime';

// The last answers of the screens that work without coverage (docs/offline.md, "Reading the last
// data"), kept on the phone for one person at a time: the store knows whose they are, and another
// person (or nobody) signed in empties it before anything of theirs is kept.

/** One kept answer: a persisted query with its variables (domain/firstAnswers.ts' key). */
export type KeptAnswer = {
  key: string;
  /** The viewer id of the person it was answered for. */
  owner: string;
  response: GraphQLResponse;
  /** When the server gave it (ISO 8601). */
  fetchedAt: string;
};

/** Where the answers live: IndexedDB in the app (relay/keptAnswersDb.ts), a Map in tests. */
export type AnswerBackend = {
  get(key: string): Promise<KeptAnswer | undefined>;
  put(answer: KeptAnswer): Promise<void>;
  /** The person whose answers are kept, or null. */
  owner(): Promise<string | null>;
  setOwner(owner: string): Promise<void>;
  /** Every answer and the owner gone. */
  clear(): Promise<void>;
};

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;

/**
 * The kept answers over a backend. Every call waits for the ones before it, so an answer kept
 * right after the person changed is never written under the one before, nor wiped with theirs.
 */
export function createKeptAnswers(backend: AnswerBackend) {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  /** Makes `owner` the person whose answers are kept; another's are emptied first. */
  async function becomeOwner(owner: string | null) {
    const current = await backend.owner();
    if (current === owner) return;
    await backend.clear();
    if (owner !== null) await backend.setOwner(owner);
  }

  return {
    /** The signed-in person (their viewer id), or null for nobody: another's answers go. */
    setOwner: (owner: string | null) => inTurn(() => becomeOwner(owner)),

    /** Keeps `response` for `owner`, who becomes the store's person if they were not. */
    keep: (key: string, owner: string, response: GraphQLResponse, fetchedAt: string) =>
      inTurn(async () => {
        await becomeOwner(owner);
        await backend.put({ key, owner, response, fetchedAt });
      }),

    /** The answer kept for this key, when it is the store's person's; else undefined. */
    find: (key: string) =>
      inTurn(async () => {
        const [owner, answer] = await Promise.all([backend.owner(), backend.get(key)]);
        return owner !== null && answer?.owner === owner ? answer : undefined;
      }),

    /** Everything gone (signing out). */
    clear: () => inTurn(() => backend.clear()),
  };
}
