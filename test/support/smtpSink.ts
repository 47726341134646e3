import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

/** A real SMTP server on a free loopback port that keeps every mail it receives. */
export async function startSmtpSink(
  options: { port?: number; /** A slow mail server: ms before each answer. */ delayMs?: number } = {},
): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitFor: (predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /**
   * Refuses the next `count` mails (451), or only the next `count` to the address `to`: a test
   * that makes one mail fail names its recipient, so a mail another request left in the outbox
   * cannot take the failure, nor this mail slip through before it is armed.
   */
  failNext: (count: number, to?: string) => void;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiters: { predicate: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let failures = 0;
  let failingAddress: string | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const addressed = session.envelope.rcptTo.some((r) => r.address.toLowerCase() === failingAddress);
        if (failures > 0 && (failingAddress === undefined || addressed)) {
          failures -= 1;
          return callback(Object.assign(new Error('Mailbox unavailable (test)'), { responseCode: 451 }));
        }
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          messageId: parsed.messageId ?? '',
        };
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext: (count, to) => {
      failures = count;
      failingAddress = to?.toLowerCase();
    },
    waitFor: (predicate, timeoutMs = 10_000) => {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching mail arrived')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`No link starting with ${prefix} in mail "${mail.subject}"`);
  return match[0];
}
