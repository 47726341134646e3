// Outside tests every refused call leaves one line in the log: status, code and field, never the
// input, a stack or SQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../services/log';
import { createTestApp, type TestApp } from '../test/support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(() => t?.close());

const HOSTILE = `evil\u0000${'x'.repeat(5_000)}`;

async function logged(call: () => Promise<unknown>) {
  const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
  const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
  try {
    await call();
    // Every call also leaves its access line ('request'); the refusal line is the one about it.
    const lines = (info.mock.calls as unknown as [{ field?: string; via: string }, string][]).filter(
      ([, message]) => message !== 'request',
    );
    return {
      info: lines.map(
        ([fields, message]) => `${message}${fields.field ? ` field=${fields.field}` : ''} via ${fields.via}`,
      ),
      errors: error.mock.calls.length,
    };
  } finally {
    info.mockRestore();
    error.mockRestore();
  }
}

describe('the refusal log', () => {
  it('writes one line for a refused REST call, naming the field and not the input', async () => {
    const { info, errors } = await logged(() =>
      t.client().rest('POST', '/api/auth/login', { email: HOSTILE, password: 'x' }),
    );
    expect(info).toEqual(['refused 400 VALIDATION_ERROR field=email via REST']);
    expect(errors).toBe(0);
  });

  it('writes one line for a refused GraphQL call', async () => {
    const { info, errors } = await logged(() =>
      t
        .client()
        .gql('mutation($i: LoginInput!) { login(input: $i) { __typename } }', { i: { email: HOSTILE, password: 'x' } }),
    );
    expect(info).toEqual(['refused 400 VALIDATION_ERROR field=email via GraphQL']);
    expect(errors).toBe(0);
  });
});
