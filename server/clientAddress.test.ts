import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';
import { loadConfig } from './config';
import { createTestApp } from '../test/support/harness';

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For with TRUST_PROXY=0', () => {
    expect(clientAddress('198.51.100.7', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientAddress(null, '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('takes the Nth address from the right with N trusted hops', () => {
    const header = '1.1.1.1, 198.51.100.7, 10.0.0.5';
    expect(clientAddress(header, '10.0.0.2', 1)).toBe('10.0.0.5');
    expect(clientAddress(header, '10.0.0.2', 2)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1,198.51.100.7', '10.0.0.2', 2)).toBe('2001:db8::1');
  });

  it('takes the furthest address when the header is shorter than the trusted hops', () => {
    expect(clientAddress('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7');
  });

  it('falls back to the socket address without a header or with something that is no address', () => {
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress(' , ', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('1.1.1.1, not-an-address', '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});

describe('TRUST_PROXY configuration', () => {
  it('defaults to 0 and reads a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses anything but a hop count, naming the variable', () => {
    for (const value of ['true', '-1', '1.5', 'loopback', '100'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('the dev mailbox behind a trusted proxy', () => {
  it('answers only when the forwarded client address is on this machine', async () => {
    const t = await createTestApp({ SMTP_URL: '', TRUST_PROXY: '1' });
    try {
      await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
      const { port } = t.app.server.address() as AddressInfo;
      const from = (forwardedFor?: string) =>
        fetch(`http://127.0.0.1:${port}/dev/mail`, {
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
      expect((await from('203.0.113.9')).status).toBe(404);
      // A forged loopback entry left of the proxy's own does not help.
      expect((await from('127.0.0.1, 203.0.113.9')).status).toBe(404);
      expect((await from('127.0.0.1')).status).toBe(200);
      expect((await from()).status).toBe(200);
      const inProcess = await t.app.fetch(
        new Request('http://localhost:3000/dev/mail', { headers: { 'x-forwarded-for': '203.0.113.9' } }),
      );
      expect(inProcess.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For with TRUST_PROXY=0: a local socket is local', async () => {
    const t = await createTestApp({ SMTP_URL: '' });
    try {
      await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
      const { port } = t.app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/dev/mail`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
