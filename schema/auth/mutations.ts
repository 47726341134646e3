import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authTokens, mailOutbox, returnerCompanies, users } from '../../db/schema';
import {
  ChangePasswordSchema,
  EmailOnlySchema,
  LoginSchema,
  ProfileSchema,
  RegistrationSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '../../domain/validation/account';
import { ACCOUNT_ANSWER_FLOOR_MS, noSoonerThan } from '../../services/auth/answerFloor';
import { hashPassword, verifyDecoy, verifyPassword } from '../../services/auth/passwords';
import { createSession, deleteSession, deleteUserSessions, type UserRow } from '../../services/auth/sessions';
import { hashToken, newToken } from '../../services/auth/tokens';
import type { Context } from '../context';
import { enqueueMail } from '../../services/mail/outbox';
import {
  accountExistsMail,
  type MailContent,
  passwordResetMail,
  verificationMail,
} from '../../services/mail/templates';
import { builder } from '../builder';
import { refetch } from '../payloads';
import { AppError, ValidationError } from '../../domain/errors';
import { notifyAdmins, publishNotifications } from '../../services/notifications';
import { User } from '../users/types';
import { parseInput, withoutNulls } from '../validation';
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
} from '../../services/auth/throttle';
import { PEOPLE } from '../../services/people';

const VERIFY_TOKEN_TTL_MS = 24 * 3600 * 1000;
const RESET_TOKEN_TTL_MS = 3600 * 1000; // "the link expires in 1 hour" (spec.md section 2)

export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account before logging in.',
  verified: 'Email verified successfully. You can now log in.',
  badVerifyToken: 'Invalid or expired verification token',
  resent: 'If an unverified account exists for this email, a new verification link has been sent.',
  resetSent: 'If an account exists for this email, a password reset link has been sent.',
  badResetToken: 'This password reset link is invalid or has expired.',
  passwordReset: 'Password has been reset successfully. You can now log in.',
  invalidCredentials: 'Invalid credentials',
  notVerified: 'Please verify your email to continue. Check your inbox for the verification link.',
  deactivated: 'This account has been deactivated',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed successfully',
  loggedOut: 'Logged out',
} as const;

const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  description: 'A message for the person, e.g. what to do next.',
  fields: (t) => ({ message: t.exposeString('message', { description: 'What happened, for a person to read.' }) }),
});

const ViewerPayload = builder.objectRef<{ userId: number }>('ViewerPayload').implement({
  description: 'The signed-in account after the change.',
  fields: (t) => ({
    user: t.drizzleField({
      description: 'The signed-in account.',
      type: User,
      resolve: (query, payload, _args, ctx) =>
        refetch(ctx.db.query.users.findFirst(query({ where: { id: payload.userId } })), 'User not found'),
    }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'A registration: the person, the company and a password.',
  fields: (t) => ({
    name: t.string({ description: "The person's name.", required: false }),
    email: t.string({ description: 'The sign-in address.', required: false }),
    phoneNumber: t.string({ description: 'A phone number.', required: false }),
    password: t.string({ description: 'At least 6 characters.', required: false }),
    confirmPassword: t.string({ description: 'The password again.', required: false }),
    companyName: t.string({ description: "The company's name.", required: false }),
    companyOrgNumber: t.string({ description: 'Its organization number (xxxxxx-xxxx).', required: false }),
    division: t.string({ description: 'Division or department, if any.', required: false }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  description: 'Email and password.',
  fields: (t) => ({
    email: t.string({ description: "The account's email address.", required: false }),
    password: t.string({ description: 'Its password.', required: false }),
  }),
});

const EmailInput = builder.inputType('EmailInput', {
  description: 'An email address.',
  fields: (t) => ({ email: t.string({ description: "The account's email address.", required: false }) }),
});

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  description: 'The token of a verification link.',
  fields: (t) => ({ token: t.string({ description: 'The token of the verification link.', required: false }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: "A reset link's token and the new password, twice.",
  fields: (t) => ({
    token: t.string({ description: 'The token of the reset link.', required: false }),
    newPassword: t.string({ description: 'At least 6 characters.', required: false }),
    confirmPassword: t.string({ description: 'The new password again.', required: false }),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'The current password and the new one, twice.',
  fields: (t) => ({
    currentPassword: t.string({ description: 'The password now.', required: false }),
    newPassword: t.string({ description: 'The new one, at least 6 characters.', required: false }),
    confirmPassword: t.string({ description: 'The new one again.', required: false }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "The caller's own changes to their account.",
  fields: (t) => ({
    phoneNumber: t.string({ description: 'Phone number; null clears it.', required: false }),
    division: t.string({ description: 'Division or department; null clears it.', required: false }),
  }),
});

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
  ctx: Context,
  email: string,
  purpose: 'verify_email' | 'reset_password',
  wanted: (user: UserRow) => boolean,
  mail: (name: string, appUrl: string, token: string) => MailContent,
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
    const content = mail(user?.name ?? '', ctx.config.appUrl, token);
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

async function startSession(ctx: Context, userId: number): Promise<void> {
  // Rotation: the session the caller came with (if any) ends, a fresh token is issued.
  if (ctx.sessionId !== null) await deleteSession(ctx.db, ctx.sessionId);
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
  ctx: Context,
  data: z.infer<typeof RegistrationSchema>,
  passwordHash: string,
): Promise<{ message: string }> {
  const existing = await ctx.db.query.users.findFirst({ where: { email: data.email } });
  if (existing) {
    await enqueueMail(ctx.db, existing.email, accountExistsMail(existing.name, ctx.config.appUrl));
    ctx.outbox.kick();
    return { message: ACCOUNT_MESSAGES.registered };
  }
  let notificationIds;
  try {
    notificationIds = await ctx.db.transaction(async (tx) => {
      // Only a new organization number creates (and joins) a company. An existing one is
      // public knowledge, so joining it waits for an admin, who assigns the company.
      const known = await tx.query.returnerCompanies.findFirst({
        where: { organizationNumber: data.companyOrgNumber },
      });
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
        })
        .returning();
      const token = await issueToken(tx, user.id, 'verify_email');
      await enqueueMail(tx, user.email, verificationMail(user.name, ctx.config.appUrl, token));
      const note = known
        ? `; organization number ${data.companyOrgNumber} belongs to ${known.name}: assign the company when approving`
        : '';
      return notifyAdmins(
        tx,
        `New user registration: ${user.name} (${data.companyName}) awaits approval${note}`,
        'registration',
      );
    });
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

builder.mutationFields((t) => ({
  register: t.field({
    description: "Registers an account; it waits for an admin's approval.",
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(RegistrationSchema, withoutNulls(input));
      // Hashing first keeps the answer time the same whether or not the email is taken.
      const passwordHash = await hashPassword(data.password);
      const keys = mailKeys(data.email, ctx.clientIp);
      await throttle(ctx.db, [
        [keys.ip, THROTTLE_LIMITS.mailPerIp],
        [keys.email, THROTTLE_LIMITS.mailPerEmail],
      ]);
      // A new account writes more rows than a taken email's mail: both wait out the same floor.
      return noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, () => registerAccount(ctx, data, passwordHash));
    },
  }),

  verifyEmail: t.field({
    description: 'Confirms an email address with the token of its verification link.',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { token } = parseInput(VerifyEmailSchema, withoutNulls(input));
      const userId = await ctx.db.transaction(async (tx) => {
        const id = await consumeToken(tx, token, 'verify_email');
        if (id !== null)
          await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
        return id;
      });
      if (userId === null) throw new AppError('INVALID_TOKEN', ACCOUNT_MESSAGES.badVerifyToken);
      return { message: ACCOUNT_MESSAGES.verified };
    },
  }),

  resendVerification: t.field({
    description: 'Mails the verification link again, if the address has an unverified account.',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(EmailOnlySchema, withoutNulls(input));
      await mailTokenLink(ctx, email, 'verify_email', (user) => !user.emailVerifiedAt, verificationMail);
      return { message: ACCOUNT_MESSAGES.resent };
    },
  }),

  login: t.field({
    description: 'Signs in with email and password: sets the session cookie.',
    type: ViewerPayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, password } = parseInput(LoginSchema, withoutNulls(input));
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
      ctx.viewer = user;
      return { userId: user.id };
    },
  }),

  logout: t.field({
    description: 'Signs out: ends the session.',
    type: MessagePayload,
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      if (ctx.sessionId !== null) await deleteSession(ctx.db, ctx.sessionId);
      ctx.sessionId = null;
      ctx.viewer = null;
      ctx.cookies.clearSession();
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  }),

  forgotPassword: t.field({
    description: 'Mails a password reset link if the address has an account (the answer never tells).',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(EmailOnlySchema, withoutNulls(input));
      await mailTokenLink(ctx, email, 'reset_password', (user) => user.active, passwordResetMail);
      return { message: ACCOUNT_MESSAGES.resetSent };
    },
  }),

  resetPassword: t.field({
    description: 'Sets a new password with the token of a reset link.',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(ResetPasswordSchema, withoutNulls(input));
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
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  }),

  changePassword: t.withAuth({ signedIn: true }).field({
    description: "Changes the caller's password after checking the current one; other sessions end.",
    type: MessagePayload,
    errors: {},
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const data = parseInput(ChangePasswordSchema, withoutNulls(input));
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
      await startSession(ctx, viewer.id);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  }),

  updateProfile: t.withAuth({ signedIn: true }).field({
    description: "Changes the caller's name, phone number and division.",
    type: ViewerPayload,
    errors: {},
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(ProfileSchema, input);
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (input.phoneNumber !== undefined) changes.phoneNumber = data.phoneNumber;
      if (input.division !== undefined) changes.division = data.division;
      await ctx.db.update(users).set(changes).where(eq(users.id, ctx.viewer.id));
      return { userId: ctx.viewer.id };
    },
  }),
}));
