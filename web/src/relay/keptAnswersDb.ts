import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type AnswerBackend, createKeptAnswers, type KeptAnswer } from './keptAnswers';

// The kept answers in IndexedDB (idb), loaded the first time an answer is kept or looked for,
// never with the first screen.

interface AnswersDB extends DBSchema {
  answers: { key: string; value: KeptAnswer };
  /** One record, 'owner': whose answers these are. */
  meta: { key: string; value: string };
}

let database: Promise<IDBPDatabase<AnswersDB>> | null = null;

function open() {
  database ??= openDB<AnswersDB>('drum-returns-answers', 1, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'key' });
      db.createObjectStore('meta');
    },
  });
  return database;
}

const indexedDbBackend: AnswerBackend = {
  async get(key) {
    return (await open()).get('answers', key);
  },
  async put(answer) {
    await (await open()).put('answers', answer);
  },
  async owner() {
    return (await (await open()).get('meta', 'owner')) ?? null;
  },
  async setOwner(owner) {
    await (await open()).put('meta', owner, 'owner');
  },
  async clear() {
    const transaction = (await open()).transaction(['answers', 'meta'], 'readwrite');
    await Promise.all([
      transaction.objectStore('answers').clear(),
      transaction.objectStore('meta').clear(),
      transaction.done,
    ]);
  },
};

export const keptAnswers = createKeptAnswers(indexedDbBackend);
