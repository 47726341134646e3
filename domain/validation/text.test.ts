import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, TEXT_LIMITS, textFault } from './text';

describe('the text rule every input passes', () => {
  it('refuses NUL and unpaired surrogates, and keeps emoji, accents and tabs', () => {
    expect(hasForbiddenCharacter('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacter('lone \ud800 high')).toBe(true);
    expect(hasForbiddenCharacter('lone \udc00 low')).toBe(true);
    expect(hasForbiddenCharacter('ends high \ud83d')).toBe(true);
    expect(hasForbiddenCharacter('Trumma 🛢️ på Ängen\tNorr')).toBe(false);
  });

  it('refuses any text longer than the input cap, naming the cap', () => {
    expect(textFault('x'.repeat(TEXT_LIMITS.anyInput))).toBeNull();
    expect(textFault('x'.repeat(TEXT_LIMITS.anyInput + 1))).toBe('Must be 10000 characters or less');
  });
});
