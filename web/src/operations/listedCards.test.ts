import { describe, expect, it, vi } from 'vitest';
import { isListed, listCard, subscribeListedCards, unlisted } from './listedCards';

describe('the cards on screen', () => {
  it('knows a request listed while one of its cards is, and tells each change', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeListedCards(onChange);
    const first = listCard('R1');
    const second = listCard('R1');
    expect(isListed('R1')).toBe(true);
    first();
    // Still on the other list.
    expect(isListed('R1')).toBe(true);
    second();
    expect(isListed('R1')).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(4);
    unsubscribe();
    listCard('R2')();
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('gives the waiting writes of requests without a card, in their order', () => {
    const waiting = [{ pickupRequestId: 'R1' }, { pickupRequestId: 'R2' }, { pickupRequestId: 'R3' }];
    expect(unlisted(waiting, (id) => id === 'R2')).toEqual([{ pickupRequestId: 'R1' }, { pickupRequestId: 'R3' }]);
    expect(unlisted(waiting, () => true)).toEqual([]);
  });
});
