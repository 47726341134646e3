// Outside tests every refused call leaves one line in the log: status, code and field, never the
// input, a stack or SQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { AppError } from '../domain/errors';
import { LOG_OPTIONS, log } from '../services/log';
import { logUnexpectedErrors } from './graphql';
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
    // The access line of each call goes to its own logger (requestLog): these are the refusals.
    const lines = info.mock.calls as unknown as [{ field?: string; via: string }, string][];
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

describe('refused cursors and unexpected errors', () => {
  const FORGED = Buffer.from('DC:T:["D:1795797000065","N:abc"]').toString('base64');

  it('logs a forged cursor as one refusal line, with no stack, over GraphQL and REST', async () => {
    const alice = await t.signIn((await t.createUser({ role: 'returner' })).email);
    const graphql = await logged(() =>
      alice.gql('query ($after: String) { pickupRequests(first: 1, after: $after) { edges { cursor } } }', {
        after: FORGED,
      }),
    );
    expect(graphql).toEqual({ info: ['refused 400 BAD_REQUEST field=after via GraphQL'], errors: 0 });
    const rest = await logged(() => alice.rest('GET', `/api/drums?after=${encodeURIComponent(FORGED)}`));
    expect(rest).toEqual({ info: ['refused 400 BAD_REQUEST field=after via REST'], errors: 0 });
  });

  it('logs "first" and "last" together as a refusal, not an error', async () => {
    const alice = await t.signIn((await t.createUser({ role: 'returner' })).email);
    const graphql = await logged(() => alice.gql('{ drums(first: 1, last: 1) { edges { cursor } } }'));
    expect(graphql.errors).toBe(0);
    expect(graphql.info).toEqual(['refused 400 BAD_REQUEST via GraphQL']);
  });

  it('writes an unexpected error as one JSON line with its stack as a field, and a refusal not at all', () => {
    const lines: string[] = [];
    const logger = pino({ ...LOG_OPTIONS, level: 'info' }, { write: (line: string) => void lines.push(line) });
    const error = vi
      .spyOn(log, 'error')
      .mockImplementation((...args: unknown[]) => logger.error(...(args as [object, string])));
    try {
      const yogaLog = logUnexpectedErrors();
      yogaLog.error(new GraphQLError('wrapped', { originalError: new AppError('NOT_FOUND', 'Not found') }));
      yogaLog.error(new AppError('FORBIDDEN', 'No'));
      yogaLog.error(new GraphQLError('wrapped', { originalError: new TypeError('x is not a function') }));
    } finally {
      error.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd().split('\n')).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 50,
      msg: 'GraphQL operation failed',
      err: { type: 'TypeError', message: 'x is not a function' },
    });
    expect(line.err.stack).toContain('TypeError: x is not a function\n    at ');
  });
});
