// Undelivered mail for admins: no mail is given up silently. The outbox rows still
// waiting for a retry after a failure, and those given up, with their reasons and a retry.
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { retryMail } from '../services/mail/outbox';
import { builder } from './builder';

type OutboxRow = typeof mailOutbox.$inferSelect;

const UndeliveredMail = builder.objectRef<OutboxRow>('UndeliveredMail').implement({
  description: 'A mail the mail server has not accepted yet: retried with backoff, or given up (failed).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The mail's database id (for retryMail)." }),
    to: t.exposeString('to', { description: "The recipient's address." }),
    subject: t.exposeString('subject', { description: 'The subject.' }),
    status: t.exposeString('status', { description: 'pending (being retried) or failed (given up).' }),
    attempts: t.exposeInt('attempts', { description: 'How many times it was tried.' }),
    lastError: t.exposeString('lastError', { description: 'What the mail server said last time.', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was queued.', type: 'DateTime' }),
    nextAttemptAt: t.expose('nextAttemptAt', { description: 'When it is tried next.', type: 'DateTime' }),
  }),
});

const UndeliveredMailList = builder.objectRef<{ count: number; mails: OutboxRow[] }>('UndeliveredMailList').implement({
  description: 'Admin: the mails the mail server has not accepted.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'How many there are.' }),
    mails: t.field({ description: 'The newest of them.', type: [UndeliveredMail], resolve: (list) => list.mails }),
  }),
});

/** Failed at least once and not sent yet: being retried, or given up. */
const undelivered = or(
  eq(mailOutbox.status, 'failed'),
  and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.attempts, 0)),
);

builder.queryField('undeliveredMail', (t) =>
  t.field({
    type: UndeliveredMailList,
    authScopes: { admin: true },
    description: 'Admins: mail not delivered yet after a failure, newest first (the first 100) and the count.',
    resolve: async (_root, _args, ctx) => {
      const [{ count }] = await ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(undelivered);
      const mails = await ctx.db.select().from(mailOutbox).where(undelivered).orderBy(desc(mailOutbox.id)).limit(100);
      return { count, mails };
    },
  }),
);

const RetryMailInput = builder.inputType('RetryMailInput', {
  description: 'Admin: names the undelivered mail to send again.',
  fields: (t) => ({ id: t.int({ required: true, description: 'The databaseId of the mail.' }) }),
});

builder.mutationField('retryMail', (t) =>
  t.field({
    type: UndeliveredMail,
    authScopes: { admin: true },
    description: 'Admins: sends an undelivered mail again now (a given-up one too).',
    args: { input: t.arg({ type: RetryMailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const row = await retryMail(ctx.db, input.id);
      ctx.outbox.kick();
      return row;
    },
  }),
);
