// graphql-http's server audit (the GraphQL-over-HTTP spec's MUST and SHOULD checks) against the
// running /graphql endpoint: 0 failures, 0 warnings.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/support/harness';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  const address = t.app.server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}/graphql`;
});
afterAll(() => t?.close());

describe('graphql-http server audit', () => {
  it('passes every MUST and SHOULD: no error, no warning', async () => {
    const results = await Promise.all(serverAudits({ url }).map((audit) => audit.fn()));
    // Notices are the spec's MAYs (GET queries, which this server does not take: CSRF).
    const notOk = results
      .filter((result) => result.status === 'warn' || result.status === 'error')
      .map((result) => `${result.status}: ${result.name} — ${'reason' in result ? result.reason : ''}`);
    expect(notOk).toEqual([]);
  });
});
