import { translateServerMessage } from '../../services/i18n';
import {
  ChangePasswordSchema,
  EmailOnlySchema,
  LoginSchema,
  ProfileSchema,
  RegistrationSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '../../domain/validation/account';
import * as accounts from '../../services/accounts';
import { builder } from '../builder';
import { LocaleEnum } from '../users/types';
import { refetch } from '../payloads';
import { User } from '../users/types';
import { parseInput, withoutNulls } from '../validation';

const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  description: 'A message for the person, e.g. what to do next.',
  fields: (t) => ({
    message: t.string({
      description: "What happened, for a person to read, in the reader's language.",
      resolve: (payload, _args, ctx) => translateServerMessage(ctx.locale, payload.message),
    }),
  }),
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
    locale: t.field({
      type: LocaleEnum,
      required: false,
      description: 'The language of their screens, mails and documents.',
    }),
  }),
});

builder.mutationFields((t) => ({
  register: t.field({
    description: "Registers an account; it waits for an admin's approval.",
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: (_root, { input }, ctx) => accounts.register(ctx, parseInput(RegistrationSchema, withoutNulls(input))),
  }),

  verifyEmail: t.field({
    description: 'Confirms an email address with the token of its verification link.',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      accounts.verifyEmail(ctx, parseInput(VerifyEmailSchema, withoutNulls(input)).token),
  }),

  resendVerification: t.field({
    description: 'Mails the verification link again, if the address has an unverified account.',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      accounts.resendVerification(ctx, parseInput(EmailOnlySchema, withoutNulls(input)).email),
  }),

  login: t.field({
    description: 'Signs in with email and password: sets the session cookie.',
    type: ViewerPayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, password } = parseInput(LoginSchema, withoutNulls(input));
      const user = await accounts.logIn(ctx, email, password);
      ctx.viewer = user;
      return { userId: user.id };
    },
  }),

  logout: t.field({
    description: 'Signs out: ends the session.',
    type: MessagePayload,
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      ctx.viewer = null;
      return accounts.logOut(ctx);
    },
  }),

  forgotPassword: t.field({
    description: 'Mails a password reset link if the address has an account (the answer never tells).',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      accounts.forgotPassword(ctx, parseInput(EmailOnlySchema, withoutNulls(input)).email),
  }),

  resetPassword: t.field({
    description: 'Sets a new password with the token of a reset link.',
    type: MessagePayload,
    errors: {},
    authScopes: { public: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      accounts.resetPassword(ctx, parseInput(ResetPasswordSchema, withoutNulls(input))),
  }),

  changePassword: t.withAuth({ signedIn: true }).field({
    description: "Changes the caller's password after checking the current one; other sessions end.",
    type: MessagePayload,
    errors: {},
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      accounts.changePassword(ctx, ctx.viewer, parseInput(ChangePasswordSchema, withoutNulls(input))),
  }),

  updateProfile: t.withAuth({ signedIn: true }).field({
    description: "Changes the caller's phone number, division and language.",
    type: ViewerPayload,
    errors: {},
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(ProfileSchema, input);
      await accounts.updateProfile(ctx, ctx.viewer.id, {
        ...(input.phoneNumber !== undefined && { phoneNumber: data.phoneNumber }),
        ...(input.division !== undefined && { division: data.division }),
        ...(input.locale != null && { locale: input.locale }),
      });
      return { userId: ctx.viewer.id };
    },
  }),
}));
