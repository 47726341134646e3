import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-pass' };
export const E2E_MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 2626}/`;

export const E2E_ENV = {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  APP_URL: E2E_BASE_URL,
  DATA_DIR: join(tmpdir(), `drum-returns-e2e-${E2E_PORT}`),
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2625}`,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SUPPORT_EMAIL: 'support@e2e.test',
  // As in production: a session runs only the web app's persisted operations.
  TRUSTED_DOCUMENTS: 'on',
  // The integrations journey's webhook receiver listens on 127.0.0.1.
  WEBHOOK_ALLOW_PRIVATE: '1',
};
