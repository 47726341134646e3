import { describe, expect, it } from 'vitest';
import { type AnswerBackend, createKeptAnswers, type KeptAnswer } from './keptAnswers';

/** The IndexedDB backend's behaviour over a Map. */
function memoryBackend(): AnswerBackend & { answers: Map<string, KeptAnswer> } {
  const answers = new Map<string, KeptAnswer>();
  let owner: string | null = null;
  return {
    answers,
    get: async (key) => answers.get(key),
    put: async (answer) => void answers.set(answer.key, structuredClone(answer)),
    owner: async () => owner,
    setOwner: async (next) => {
      owner = next;
    },
    clear: async () => {
      answers.clear();
      owner = null;
    },
  };
}

const list = (title: string) => ({ data: { pickupRequests: { title } } });

describe('the answers a phone keeps for reading without coverage', () => {
  it('gives the person their last answer with the time the server gave it', async () => {
    const kept = createKeptAnswers(memoryBackend());
    await kept.keep('returns:{}', 'alice', list('first'), '2026-12-03T13:00:00.000Z');
    await kept.keep('returns:{}', 'alice', list('second'), '2026-12-03T14:05:00.000Z');
    expect(await kept.find('returns:{}')).toMatchObject({
      owner: 'alice',
      response: list('second'),
      fetchedAt: '2026-12-03T14:05:00.000Z',
    });
    expect(await kept.find('thread:{"id":"1"}')).toBeUndefined();
  });

  it('never shows one person’s answers to the next: another person signed in empties them', async () => {
    const backend = memoryBackend();
    const kept = createKeptAnswers(backend);
    await kept.keep('returns:{}', 'alice', list('alice'), '2026-12-03T13:00:00.000Z');
    await kept.keep('thread:{"id":"1"}', 'alice', list('alice thread'), '2026-12-03T13:00:00.000Z');
    await kept.setOwner('bob');
    expect(await kept.find('returns:{}')).toBeUndefined();
    expect(backend.answers.size).toBe(0);
    await kept.keep('returns:{}', 'bob', list('bob'), '2026-12-03T14:00:00.000Z');
    expect((await kept.find('returns:{}'))?.response).toEqual(list('bob'));
  });

  it('keeps nothing once nobody is signed in, or after signing out', async () => {
    const backend = memoryBackend();
    const kept = createKeptAnswers(backend);
    await kept.keep('returns:{}', 'alice', list('alice'), '2026-12-03T13:00:00.000Z');
    await kept.setOwner(null);
    expect(await kept.find('returns:{}')).toBeUndefined();
    expect(await backend.owner()).toBeNull();
    await kept.keep('returns:{}', 'alice', list('alice'), '2026-12-03T13:00:00.000Z');
    await kept.clear();
    expect(await kept.find('returns:{}')).toBeUndefined();
    expect(backend.answers.size).toBe(0);
  });

  it('writes in turn: an answer kept right after the person changed is theirs and stays', async () => {
    const kept = createKeptAnswers(memoryBackend());
    await kept.keep('returns:{}', 'alice', list('alice'), '2026-12-03T13:00:00.000Z');
    // Not awaited one by one, as the app fires them.
    const writes = [kept.setOwner('bob'), kept.keep('returns:{}', 'bob', list('bob'), '2026-12-03T14:00:00.000Z')];
    const found = kept.find('returns:{}');
    await Promise.all(writes);
    expect((await found)?.response).toEqual(list('bob'));
  });

  it('shows an answer only while its person is the phone’s', async () => {
    const backend = memoryBackend();
    const kept = createKeptAnswers(backend);
    await kept.keep('returns:{}', 'alice', list('alice'), '2026-12-03T13:00:00.000Z');
    // A record left under another name (a write torn by a closed tab) is not served.
    await backend.setOwner('bob');
    expect(await kept.find('returns:{}')).toBeUndefined();
  });
});
