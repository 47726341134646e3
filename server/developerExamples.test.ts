// The Developers page's curl examples work as shown: each is run here by a
// shell with curl against the listening server, the token in the variable the page names.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCurlExample, restCurlExample, TOKEN_VARIABLE } from '../domain/developerExamples';
import { createApiToken } from '../services/apiTokens';
import { postBatch, setUpPickupWorld, validBatch } from '../test/support/pickups';
import { createTestApp, type TestApp } from '../test/support/harness';
import { listenOnce } from '../test/support/subscriptions';

const run = promisify(execFile);
let t: TestApp;
let origin: string;
let token: string;
let referenceNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await setUpPickupWorld(t);
  origin = `http://127.0.0.1:${await listenOnce(t.app)}`;
  const alice = await t.signIn(world.alice.email);
  const created = await postBatch(alice, await validBatch(world.woodSpec.id));
  referenceNumber = created.body.pickupRequest.referenceNumberFormatted;
  expect(referenceNumber).toMatch(/\S/);
  const made = await createApiToken(
    t.app.services.db,
    world.alice.id,
    { kind: 'returner', companyId: world.firstCompany.id },
    { name: 'Example', scopes: ['READ'], expiresAt: new Date(Date.now() + 86_400_000) },
  );
  token = made.token;
});
afterAll(() => t?.close());

async function shell(command: string) {
  const { stdout } = await run('bash', ['-c', command], { env: { ...process.env, [TOKEN_VARIABLE]: token } });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('the Developers page examples', () => {
  it('the REST example lists the requests the token may read', async () => {
    const body = (await shell(restCurlExample(origin))) as { drums: { referenceNumberFormatted?: string }[] };
    expect(body.drums.length).toBeGreaterThan(0);
    expect(body.drums.map((row) => row.referenceNumberFormatted)).toContain(referenceNumber);
  });

  it('the GraphQL example answers data, not errors', async () => {
    const body = (await shell(graphqlCurlExample(origin))) as {
      data?: { pickupRequests: { edges: { node: { referenceNumberFormatted: string } }[] } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data!.pickupRequests.edges.length).toBeGreaterThan(0);
    expect(body.data!.pickupRequests.edges.map((edge) => edge.node.referenceNumberFormatted)).toContain(
      referenceNumber,
    );
  });
});
