import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp } from '../test/support/harness';

describe('dev mailbox', () => {
  it('lists mail with its links when SMTP_URL is not set, to callers on this machine', async () => {
    const t = await createTestApp({ SMTP_URL: '' });
    try {
      await t.client().rest('POST', '/api/auth/forgot-password', { email: 'admin@example.com' });
      await t.app.services.outbox.drain();
      await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
      const { port } = t.app.server.address() as AddressInfo;
      const page = await (await fetch(`http://127.0.0.1:${port}/dev/mail`)).text();
      expect(page).toContain('Reset your Drum Returns password');
      expect(page).toMatch(/<a href="http:\/\/localhost:3000\/reset-password\?token=[\w-]+">/);
    } finally {
      await t.close();
    }
  });

  it('is off when mail really goes out over SMTP', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.fetch(new Request('http://localhost:3000/dev/mail'));
      expect(response.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('configuration', () => {
  it('refuses production without SMTP_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required when NODE_ENV=production/);
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '1e12' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('uses the upload folder unless S3_BUCKET names a bucket, and drains 5 s by default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({}).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' }).s3).toEqual({
      bucket: 'photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('defaults APP_URL to localhost on PORT', () => {
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
  });
});
