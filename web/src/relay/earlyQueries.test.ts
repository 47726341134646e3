import { describe, expect, it } from 'vitest';
import { isRememberable, rememberStartup } from './earlyQueries';

const body = (name: string) => JSON.stringify({ extensions: { persistedQuery: { sha256Hash: name } }, variables: {} });

describe('the startup queries remembered per address', () => {
  it('keeps each address once, newest last, its queries without repeats', () => {
    const first = rememberStartup({}, '/returns', [body('viewer'), body('returns'), body('viewer')]);
    expect(first).toEqual({ '/returns': [body('viewer'), body('returns')] });
    const second = rememberStartup(first, '/admin?tab=pending', [body('viewer'), body('admin')]);
    const again = rememberStartup(second, '/returns', [body('viewer')]);
    expect(Object.keys(again)).toEqual(['/admin?tab=pending', '/returns']);
    expect(again['/returns']).toEqual([body('viewer')]);
  });

  it('forgets an address that started without queries, and the oldest beyond twenty', () => {
    expect(rememberStartup({ '/login': [body('viewer')] }, '/login', [])).toEqual({});
    let records = {};
    for (let page = 0; page < 25; page += 1) records = rememberStartup(records, `/page-${page}`, [body('viewer')]);
    expect(Object.keys(records)).toHaveLength(20);
    expect(Object.keys(records)[0]).toBe('/page-5');
  });

  it('keeps at most ten small bodies: a query sent as its whole text is not stored', () => {
    const many = Array.from({ length: 12 }, (_, index) => body(`query-${index}`));
    expect(rememberStartup({}, '/admin', many)['/admin']).toEqual(many.slice(0, 10));
    const text = JSON.stringify({ query: `query Big { ${'field '.repeat(1000)} }`, variables: {} });
    expect(rememberStartup({}, '/admin', [text, body('viewer')])['/admin']).toEqual([body('viewer')]);
  });

  it('never stores a link that carries a token', () => {
    expect(isRememberable('/reset-password?token=abc')).toBe(false);
    expect(isRememberable('/verify-email?x=1&token=abc')).toBe(false);
    expect(isRememberable('/admin?tab=pending')).toBe(true);
    expect(isRememberable('/returns')).toBe(true);
  });
});
