import { describe, expect, it } from 'vitest';
import { echo, MAX_MESSAGE_CHARACTERS, withShortEchoes } from './echo';

const forty = 'a'.repeat(40);

describe('echoed input in error messages', () => {
  it('keeps 40 characters of a value, then an ellipsis', () => {
    expect(echo(forty)).toBe(forty);
    expect(echo(`${forty}b`)).toBe(`${forty}…`);
    expect(echo('x'.repeat(1_000_000))).toBe(`${'x'.repeat(40)}…`);
  });

  it('cuts every quoted value of a GraphQL coercion message, and nothing else', () => {
    const value = JSON.stringify('y'.repeat(1_000_000));
    const message = `Variable "$n" got invalid value ${value}; Int cannot represent non-integer value: ${value}`;
    const cut = `"${'y'.repeat(40)}…"`;
    expect(withShortEchoes(message)).toBe(
      `Variable "$n" got invalid value ${cut}; Int cannot represent non-integer value: ${cut}`,
    );
    expect(withShortEchoes('Pickup request not found')).toBe('Pickup request not found');
  });

  it('cuts a long bare value, such as an id printed without quotes', () => {
    expect(withShortEchoes(`Invalid global ID: ${'z'.repeat(5000)}`)).toBe(`Invalid global ID: ${'z'.repeat(40)}…`);
  });

  it('never leaves half an escape or half a surrogate pair at the cut', () => {
    const escaped = withShortEchoes(JSON.stringify(`${'a'.repeat(39)}"${'b'.repeat(50)}`));
    expect(escaped).toBe(`"${'a'.repeat(39)}…"`);
    expect(echo(`${'a'.repeat(39)}😀😀`)).toBe(`${'a'.repeat(39)}…`);
  });

  it('cuts a message of many short values at 500 characters', () => {
    const message = `Variable "$i" got invalid value { ${Array.from({ length: 20_000 }, (_, i) => `k${i}: 1`).join(', ')} }`;
    const cut = withShortEchoes(message);
    expect(cut.length).toBe(MAX_MESSAGE_CHARACTERS + 1);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('changes nothing when applied twice', () => {
    for (const message of [
      `Variable "$n" got invalid value "${'q'.repeat(100)}"`,
      `Invalid global ID: ${'z'.repeat(100)}`,
      'k: 1, '.repeat(1000),
    ]) {
      const once = withShortEchoes(message);
      expect(withShortEchoes(once)).toBe(once);
    }
  });

  // Quadratic work on these would run into the test's timeout.
  it('takes linear time on hostile quoting', () => {
    expect(typeof withShortEchoes('"a\\'.repeat(300_000))).toBe('string');
    expect(typeof withShortEchoes('"'.repeat(1_000_000))).toBe('string');
  });
});
