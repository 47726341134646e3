// Logs never carry secrets: the redacted keys, wherever they sit, and the secrets of paths.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/support/harness';
import { LOG_OPTIONS, loggablePath, requestLog } from './log';

const FEED = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

describe('the log', () => {
  it('blanks passwords, tokens, secrets, cookies and authorization wherever they sit', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ ...LOG_OPTIONS, level: 'info' }, sink);
    logger.info(
      {
        password: 'hunter2-one',
        input: { newPassword: 'hunter2-two', token: 'reset-token-three' },
        req: { headers: { cookie: 'dr_session=cookie-four', authorization: 'Bearer drt_five' } },
        endpoint: { secret: 'whsec_six' },
      },
      'a line',
    );
    const [line] = lines;
    expect(JSON.parse(line!)).toMatchObject({ msg: 'a line', password: '[redacted]' });
    for (const secret of ['hunter2', 'reset-token', 'cookie-four', 'drt_five', 'whsec_six'])
      expect(line).not.toContain(secret);
  });

  it('keeps a path readable but drops the secrets it carries', () => {
    expect(loggablePath(`/api/calendar/${FEED}.ics`)).toBe('/api/calendar/[redacted].ics');
    expect(loggablePath('/api/pickup-requests/12/messages')).toBe('/api/pickup-requests/12/messages');
  });
});

describe('request lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('hold no calendar feed secret and no reset or verification token', async () => {
    const info = vi.spyOn(requestLog, 'info').mockImplementation(() => undefined);
    try {
      await t.client().raw('GET', `/api/calendar/${FEED}.ics`);
      await t.client().raw('GET', '/reset-password?token=reset-secret-seven');
      await t.client().raw('GET', '/verify-email?token=verify-secret-eight');
      const lines = JSON.stringify(info.mock.calls);
      expect(lines).toContain('/api/calendar/[redacted].ics');
      expect(lines).toContain('/reset-password');
      for (const secret of [FEED, 'reset-secret-seven', 'verify-secret-eight']) expect(lines).not.toContain(secret);
    } finally {
      info.mockRestore();
    }
  });
});
