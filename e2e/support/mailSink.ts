// The e2e mail sink: a real SMTP server for the app under test, and a small HTTP endpoint
// that lets the browser tests read what arrived.
import { createServer } from 'node:http';
import { startSmtpSink } from '../../test/support/smtpSink';

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2625);
export const E2E_MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2626);

const sink = await startSmtpSink({ port: E2E_SMTP_PORT });
createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(sink.mails));
}).listen(E2E_MAIL_HTTP_PORT, '127.0.0.1', () => {
  console.log(`mail sink: smtp ${sink.url}, http://127.0.0.1:${E2E_MAIL_HTTP_PORT}/`);
});
