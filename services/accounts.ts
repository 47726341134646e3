// Account flows (docs/specification.md section 2): register, verify, resend, log in and out, forgot and reset
// password, change password, profile. The GraphQL mutations (schema/auth/mutations.ts) and through
// them the REST calls read their input, call one of these, and shape the answer.
import { en } from '../domain/i18n/en';
import { notice } from '../domain/i18n/notice';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { authTokens, mailOutbox, returnerCompanies, users } from '../db/schema';
import type { ChangePasswordSchema, RegistrationSchema, ResetPasswordSchema } from '../domain/validation/account';
import { AppError, ValidationError } from '../domain/errors';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales';
import type { AppServices } from './appServices';
import { ACCOUNT_ANSWER_FLOOR_MS, noSoonerThan } from './auth/answerFloor';
import type { ResponseCookies } from './auth/cookies';
import { hashPassword, verifyDecoy, verifyPassword } from './auth/passwords';
import { createSession, deleteSession, deleteUserSessions, type UserRow } from './auth/sessions';
import {
  changePasswordKeys,
  checkThrottled,
  clearHits,
  loginKeys,
  mailKeys,
  THROTTLE_LIMITS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_PASSWORD_ATTEMPTS,
  throttle,
} from './auth/throttle';
import { hashToken, newToken } from './auth/tokens';
import { enqueueMail } from './mail/outbox';
import { accountExistsMail, type MailContent, passwordResetMail, verificationMail } from './mail/templates';
import { type CreatedNotification, notifyAdmins, publishNotifications } from './notifications';
import { matchingReturnerCompany } from './users';
import { PEOPLE } from './people';
import { announceAccessChange } from './pubsub';

/** A call to an account flow: the app's services and the caller's address. */
/** `locale`: the language the caller reads (docs/languages.md); a new account starts in it. */
export type AccountCall = AppServices & { clientIp: string; locale?: Locale };
/** A call that starts or ends this browser's session. */
export type SessionCall = AccountCall & { sessionId: number | null; cookies: ResponseCookies };

const VERIFY_TOKEN_TTL_MS = 24 * 3600 * 1000;
const RESET_TOKEN_TTL_MS = 3600 * 1000; // "the link expires in 1 hour" (docs/specification.md section 2)

/** The account calls' answers, in English as the server writes them (translated as it answers). */
const ACCOUNT_MESSAGES = en.errors.accountAnswers;

async function issueToken(db: Executor, userId: number, purpose: 'verify_email' | 'reset_password') {
  const token = newToken();
  const ttl = purpose === 'verify_email' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  await db
    .insert(authTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl) });
  return token;
}

/** Marks a live token used and returns its user id, or null when it is unknown, used or expired. */
async function consumeToken(
  db: Executor,
  token: string,
  purpose: 'verify_email' | 'reset_password',
): Promise<number | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/**
 * Mails a fresh token link to the account with this email when `wanted(user)` holds. Callers
 * answer the same either way, so the call tells nobody who has an account; throttled per
 * address and per email. Both ways do the same work: a token is made, the mail written, and
 * the same two statements run, which insert the token and the mail only for an account that
 * wants them (nothing otherwise); the answer then waits out the account answer floor.
 */
async function mailTokenLink(
  ctx: AccountCall,
  email: string,
  purpose: 'verify_email' | 'reset_password',
  wanted: (user: UserRow) => boolean,
  mail: (name: string, appUrl: string, token: string, locale: Locale) => MailContent,
): Promise<void> {
  const keys = mailKeys(email, ctx.clientIp);
  await throttle(ctx.db, [
    [keys.ip, THROTTLE_LIMITS.mailPerIp],
    [keys.email, THROTTLE_LIMITS.mailPerEmail],
  ]);
  await noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, async () => {
    const user = await ctx.db.query.users.findFirst({ where: { email, ...PEOPLE } });
    const recipientId = user && wanted(user) ? user.id : null;
    const token = newToken();
    // In the recipient's language, not the caller's.
    const content = mail(user?.name ?? '', ctx.config.appUrl, token, user?.locale ?? DEFAULT_LOCALE);
    await ctx.db.transaction(async (tx) => {
      await issueTokenIfUser(tx, recipientId, purpose, token);
      await enqueueMailIfUser(tx, recipientId, content);
    });
    ctx.outbox.kick();
  });
}

/** `issueToken` with a token made beforehand, for the user `userId`; inserts nothing for null. */
async function issueTokenIfUser(
  db: Executor,
  userId: number | null,
  purpose: 'verify_email' | 'reset_password',
  token: string,
) {
  const expiresAt = new Date(Date.now() + (purpose === 'verify_email' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS));
  await db.insert(authTokens).select((qb) =>
    qb
      .select({
        userId: users.id,
        purpose: sql`${purpose}`.as('purpose'),
        tokenHash: sql`${hashToken(token)}`.as('token_hash'),
        expiresAt: sql`${expiresAt.toISOString()}::timestamptz`.as('expires_at'),
      })
      .from(users)
      .where(eq(users.id, userId ?? -1)),
  );
}

/** `enqueueMail` to the address of the user `userId`; queues nothing for null. */
async function enqueueMailIfUser(db: Executor, userId: number | null, content: MailContent) {
  await db.insert(mailOutbox).select((qb) =>
    qb
      .select({
        to: users.email,
        subject: sql`${content.subject}`.as('subject'),
        text: sql`${content.text}`.as('text'),
        html: sql`${content.html ?? null}`.as('html'),
      })
      .from(users)
      .where(eq(users.id, userId ?? -1)),
  );
}

/** After a password change or reset, no older reset link may set it again. */
async function retireResetTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset_password'), isNull(authTokens.usedAt)));
}

async function startSession(ctx: SessionCall, userId: number): Promise<void> {
  // Rotation: the session the caller came with (if any) ends, a fresh token is issued.
  if (ctx.sessionId !== null) endedSession(ctx, await deleteSession(ctx.db, ctx.sessionId));
  const session = await createSession(ctx.db, userId);
  ctx.sessionId = session.id;
  ctx.cookies.setSession(session.token);
}

/**
 * A registration after its input is checked and its password hashed. A taken email gets the
 * same answer as a new registration, so the call tells nobody who has an account; the owner
 * gets a mail saying so instead.
 */
async function registerAccount(
  ctx: AccountCall,
  data: z.infer<typeof RegistrationSchema>,
  passwordHash: string,
): Promise<{ message: string }> {
  const existing = await ctx.db.query.users.findFirst({ where: { email: data.email } });
  if (existing) {
    await enqueueMail(ctx.db, existing.email, accountExistsMail(existing.name, ctx.config.appUrl, existing.locale));
    ctx.outbox.kick();
    return { message: ACCOUNT_MESSAGES.registered };
  }
  let notificationIds;
  try {
    notificationIds = await ctx.db.transaction(
      async (tx) =>
        (await createRegistration(tx, data, passwordHash, { appUrl: ctx.config.appUrl }, ctx.locale)).notifications,
    );
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, the loser is told the same.
    if (
      (error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      return { message: ACCOUNT_MESSAGES.registered };
    }
    throw error;
  }
  ctx.outbox.kick();
  publishNotifications(ctx, notificationIds);
  return { message: ACCOUNT_MESSAGES.registered };
}

/**
 * Writes a new registration in the caller's transaction: a pending returner, its verification
 * link by mail (unless its address is already verified, as demo data's pending user's is) and a notification to
 * every admin about the new user. Only a new organization number creates (and joins) a company:
 * an existing one is public knowledge, so joining it waits for an admin's approval.
 */
export async function createRegistration(
  tx: Executor,
  data: z.infer<typeof RegistrationSchema>,
  passwordHash: string,
  verification: { appUrl: string } | 'already verified',
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ userId: number; notifications: CreatedNotification[] }> {
  const known = await matchingReturnerCompany(tx, data.companyOrgNumber);
  const company = known
    ? null
    : (
        await tx
          .insert(returnerCompanies)
          .values({ name: data.companyName, organizationNumber: data.companyOrgNumber })
          .returning()
      )[0];
  const [user] = await tx
    .insert(users)
    .values({
      name: data.name,
      email: data.email,
      passwordHash,
      role: 'returner',
      approved: false,
      phoneNumber: data.phoneNumber,
      company: data.companyName,
      companyOrgNumber: data.companyOrgNumber,
      division: data.division,
      returnerCompanyId: company?.id ?? null,
      emailVerifiedAt: verification === 'already verified' ? new Date() : null,
      // The language they registered in (their browser's, docs/languages.md); changed in My Account.
      locale,
    })
    .returning();
  if (verification !== 'already verified') {
    const token = await issueToken(tx, user.id, 'verify_email');
    await enqueueMail(tx, user.email, verificationMail(user.name, verification.appUrl, token, user.locale));
  }
  const about = { name: user.name, company: data.companyName };
  const notifications = await notifyAdmins(
    tx,
    known
      ? notice('registrationKnownCompany', { ...about, orgNumber: data.companyOrgNumber, known: known.name })
      : notice('registration', about),
    'registration',
    { aboutUserId: user.id },
  );
  return { userId: user.id, notifications };
}

/** A registration (input checked); the answer is the same whether or not the email is taken. */
export async function register(
  ctx: AccountCall,
  data: z.infer<typeof RegistrationSchema>,
): Promise<{ message: string }> {
  // Hashing first keeps the answer time the same whether or not the email is taken.
  const passwordHash = await hashPassword(data.password);
  const keys = mailKeys(data.email, ctx.clientIp);
  await throttle(ctx.db, [
    [keys.ip, THROTTLE_LIMITS.mailPerIp],
    [keys.email, THROTTLE_LIMITS.mailPerEmail],
  ]);
  // A new account writes more rows than a taken email's mail: both wait out the same floor.
  return noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, () => registerAccount(ctx, data, passwordHash));
}

export async function verifyEmail(ctx: AccountCall, token: string): Promise<{ message: string }> {
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeToken(tx, token, 'verify_email');
    if (id !== null)
      await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
    return id;
  });
  if (userId === null) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.badVerifyToken);
  return { message: ACCOUNT_MESSAGES.verified };
}

export async function resendVerification(ctx: AccountCall, email: string): Promise<{ message: string }> {
  await mailTokenLink(ctx, email, 'verify_email', (user) => !user.emailVerifiedAt, verificationMail);
  return { message: ACCOUNT_MESSAGES.resent };
}

/** Signs in: the caller's session rotates to a fresh one. Answers the signed-in user. */
export async function logIn(ctx: SessionCall, email: string, password: string): Promise<UserRow> {
  const keys = loginKeys(email, ctx.clientIp);
  // Only wrong passwords count, per (account, address) and per address: strangers failing
  // on this account elsewhere never lock its owner out, and successful logins never count.
  const user = await ctx.db.query.users.findFirst({ where: { email, ...PEOPLE } });
  const valid = await checkThrottled(
    ctx.db,
    [
      [keys.pair, THROTTLE_LIMITS.loginPerPair],
      [keys.ip, THROTTLE_LIMITS.loginPerIp],
    ],
    TOO_MANY_ATTEMPTS,
    async () => (user ? verifyPassword(user.passwordHash, password) : (await verifyDecoy(password), false)),
  );
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
  if (!user.active) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.deactivated);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.notVerified);
  await clearHits(ctx.db, keys.pair);
  await startSession(ctx, user.id);
  return user;
}

/** A session ended: its subscriptions, on every instance, check at once and end. */
function endedSession(ctx: AccountCall, userId: number | null): void {
  if (userId !== null) announceAccessChange(ctx.pubsub, userId);
}

export async function logOut(ctx: SessionCall): Promise<{ message: string }> {
  if (ctx.sessionId !== null) endedSession(ctx, await deleteSession(ctx.db, ctx.sessionId));
  ctx.sessionId = null;
  ctx.cookies.clearSession();
  return { message: ACCOUNT_MESSAGES.loggedOut };
}

export async function forgotPassword(ctx: AccountCall, email: string): Promise<{ message: string }> {
  await mailTokenLink(ctx, email, 'reset_password', (user) => user.active, passwordResetMail);
  return { message: ACCOUNT_MESSAGES.resetSent };
}

export async function resetPassword(
  ctx: AccountCall,
  data: z.infer<typeof ResetPasswordSchema>,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(data.newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeToken(tx, data.token, 'reset_password');
    if (id === null) return null;
    // Following the mailed link proves the address too. A deactivated account is not
    // reopened by a link mailed before it was deactivated.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.active, true)))
      .returning();
    if (!user) return null;
    if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    await retireResetTokens(tx, id);
    await deleteUserSessions(tx, id);
    return id;
  });
  if (userId === null) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.badResetToken);
  endedSession(ctx, userId);
  return { message: ACCOUNT_MESSAGES.passwordReset };
}

/** After checking the current password; every other session ends, this one goes on afresh. */
export async function changePassword(
  ctx: SessionCall,
  viewer: UserRow,
  data: z.infer<typeof ChangePasswordSchema>,
): Promise<{ message: string }> {
  // Throttled like login, so a session cannot guess the current password without limit.
  const keys = changePasswordKeys(viewer.id, ctx.clientIp);
  const valid = await checkThrottled(
    ctx.db,
    [
      [keys.pair, THROTTLE_LIMITS.loginPerPair],
      [keys.ip, THROTTLE_LIMITS.loginPerIp],
    ],
    TOO_MANY_PASSWORD_ATTEMPTS,
    () => verifyPassword(viewer.passwordHash, data.currentPassword),
  );
  if (!valid) {
    throw new ValidationError([{ field: 'currentPassword', message: ACCOUNT_MESSAGES.wrongCurrentPassword }]);
  }
  await clearHits(ctx.db, keys.pair);
  const passwordHash = await hashPassword(data.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    await retireResetTokens(tx, viewer.id);
    // Every other device is signed out; this one continues on a fresh session.
    await deleteUserSessions(tx, viewer.id);
  });
  ctx.sessionId = null;
  endedSession(ctx, viewer.id);
  await startSession(ctx, viewer.id);
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}

/** The caller's own phone number and division; a key left out keeps its value, null clears it. */
export async function updateProfile(
  ctx: AccountCall,
  userId: number,
  changes: { phoneNumber?: string | null; division?: string | null; locale?: Locale },
): Promise<void> {
  await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
