import { describe, expect, it } from 'vitest';
import { noSoonerThan } from './answerFloor';

describe('the account answer floor', () => {
  it('holds a quick answer and a quick refusal back until the floor, and passes both on', async () => {
    let started = performance.now();
    expect(await noSoonerThan(60, async () => 'done')).toBe('done');
    expect(performance.now() - started).toBeGreaterThanOrEqual(58);

    started = performance.now();
    await expect(noSoonerThan(60, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(performance.now() - started).toBeGreaterThanOrEqual(58);
  });

  it('adds nothing to work that takes longer than the floor', async () => {
    const started = performance.now();
    await noSoonerThan(200, () => new Promise((resolve) => setTimeout(resolve, 300)));
    // Not 300 ms of work and then the floor again.
    expect(performance.now() - started).toBeLessThan(480);
  });
});
