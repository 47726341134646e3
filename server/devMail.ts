import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** /dev/mail: the newest 100 mails of the outbox, with clickable links (not in production). */
export async function renderDevMailbox(db: Database): Promise<Response> {
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
  const items = mails
    .map(
      (mail) => `<article data-testid="mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>To:</strong> <span data-testid="mail-to">${escapeHtml(mail.to)}</span> · ${mail.createdAt.toISOString()} · ${mail.status}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Drum Returns</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>Mail kept by the server because SMTP_URL is not set. Newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
