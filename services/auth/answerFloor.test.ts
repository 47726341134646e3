import { afterEach, describe, expect, it, vi } from 'vitest';
import { noSoonerThan } from './answerFloor';

// On a fake clock: what is checked is when the answer comes in the floor's own time.
afterEach(() => vi.useRealTimers());

/** Whether `promise` has settled, without waiting for it. */
function watch(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('the account answer floor', () => {
  it('holds a quick answer and a quick refusal back until the floor, and passes both on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const answer = noSoonerThan(60, async () => 'done');
    const refusal = noSoonerThan(60, () => Promise.reject(new Error('refused')));
    refusal.catch(() => {});
    const [answered, refused] = [watch(answer), watch(refusal)];
    await vi.advanceTimersByTimeAsync(59);
    expect(answered.settled).toBe(false);
    expect(refused.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe('done');
    await expect(refusal).rejects.toThrow('refused');
  });

  it('adds nothing to work that takes longer than the floor', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const answer = noSoonerThan(200, () => new Promise((resolve) => setTimeout(() => resolve('late'), 300)));
    const answered = watch(answer);
    await vi.advanceTimersByTimeAsync(300);
    // Not 300 ms of work and then the floor again.
    expect(answered.settled).toBe(true);
    expect(await answer).toBe('late');
  });
});
