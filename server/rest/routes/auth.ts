import { AppError } from '../../../domain/errors';
import { gql, responseForAppError, runOperation } from '../operation';
import { REST_USER_FIELDS, VALIDATION_FIELDS } from '../fragments';
import { pick, type RestRoute } from '../router';
import { selectionSchema } from '../openapi';

type Message = { message: string };
type WithUser = { user: Record<string, unknown> };

// spec.md section 3: the signed-in user also carries its drums (its pickup requests, summarised).
/** An account as REST answers it, for the OpenAPI document. */
const USER_SCHEMA = selectionSchema('User', REST_USER_FIELDS);

const ME = gql(
  `query RestMe { me { ${REST_USER_FIELDS} drums { id: databaseId drumType quantity: totalDrums status address } } }`,
);
const LOGIN = gql(
  `mutation RestLogin($input: LoginInput!) { login(input: $input) { ${VALIDATION_FIELDS} ... on ViewerPayload { user { ${REST_USER_FIELDS} } } } }`,
);
const REGISTER = gql(
  `mutation RestRegister($input: RegisterInput!) { register(input: $input) { ${VALIDATION_FIELDS} ... on MessagePayload { message } } }`,
);
const LOGOUT = gql(`mutation RestLogout { logout { message } }`);
const RESEND = gql(
  `mutation RestResend($input: EmailInput!) { resendVerification(input: $input) { ${VALIDATION_FIELDS} ... on MessagePayload { message } } }`,
);
const VERIFY = gql(
  `mutation RestVerify($input: VerifyEmailInput!) { verifyEmail(input: $input) { ${VALIDATION_FIELDS} ... on MessagePayload { message } } }`,
);
const FORGOT = gql(
  `mutation RestForgot($input: EmailInput!) { forgotPassword(input: $input) { ${VALIDATION_FIELDS} ... on MessagePayload { message } } }`,
);
const RESET = gql(
  `mutation RestReset($input: ResetPasswordInput!) { resetPassword(input: $input) { ${VALIDATION_FIELDS} ... on MessagePayload { message } } }`,
);
const CHANGE = gql(
  `mutation RestChange($input: ChangePasswordInput!) { changePassword(input: $input) { ${VALIDATION_FIELDS} ... on MessagePayload { message } } }`,
);
const PROFILE = gql(
  `mutation RestProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${VALIDATION_FIELDS} ... on ViewerPayload { user { ${REST_USER_FIELDS} } } } }`,
);
const CONFIG = gql(`query RestConfig { config { googleMapsApiKey mapTileUrl geocoderUrl supportEmail supportPhone } }`);

const messageOf = (data: Record<string, Message>) => Response.json({ message: Object.values(data)[0].message });

export const authRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The caller’s account (for a token: the identity it acts as)',
    answer: { key: 'user', schema: USER_SCHEMA },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ me: Record<string, unknown> | null }>(ctx, ME);
      if (!result.ok) return result.response;
      // `me` is null when signed out; spec.md section 7 answers that 401.
      if (!result.data.me) return responseForAppError(new AppError('UNAUTHENTICATED', 'Not authenticated'));
      return Response.json({ user: result.data.me });
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Signs in: sets the session cookie',
    answer: { status: 200, key: 'user', schema: USER_SCHEMA },
    handler: async ({ ctx, body }) => {
      const result = await runOperation<{ login: WithUser }>(ctx, LOGIN, {
        input: pick(await body(), ['email', 'password']),
      });
      return result.ok ? Response.json({ user: result.data.login.user }) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Registers an account (it waits for an admin’s approval)',
    handler: async ({ ctx, body }) => {
      // spec.md section 3's registration payload names `role` ("fixed to returner"): it passes and is ignored.
      const input = pick(
        await body(),
        ['name', 'email', 'phoneNumber', 'password', 'confirmPassword', 'companyName', 'companyOrgNumber', 'division'],
        ['role'],
      );
      const result = await runOperation<Record<string, Message>>(ctx, REGISTER, { input });
      return result.ok ? Response.json({ message: result.data.register.message }, { status: 201 }) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Signs out: ends the session',
    handler: async ({ ctx }) => {
      const result = await runOperation<Record<string, Message>>(ctx, LOGOUT);
      return result.ok ? messageOf(result.data) : result.response;
    },
  },
  ...(
    [
      ['/api/auth/resend-verification', RESEND, ['email']],
      ['/api/auth/verify-email', VERIFY, ['token']],
      ['/api/auth/forgot-password', FORGOT, ['email']],
      ['/api/auth/reset-password', RESET, ['token', 'newPassword', 'confirmPassword']],
      ['/api/auth/change-password', CHANGE, ['currentPassword', 'newPassword', 'confirmPassword']],
    ] as const
  ).map(([path, document, keys]): RestRoute => ({
    method: 'POST',
    path,
    handler: async ({ ctx, body }) => {
      const result = await runOperation<Record<string, Message>>(ctx, document, { input: pick(await body(), keys) });
      return result.ok ? messageOf(result.data) : result.response;
    },
  })),
  {
    method: 'PATCH',
    path: '/api/profile',
    summary: 'Changes the caller’s name and phone number',
    answer: { key: 'user', schema: USER_SCHEMA },
    handler: async ({ ctx, body }) => {
      const result = await runOperation<{ updateProfile: WithUser }>(ctx, PROFILE, {
        input: pick(await body(), ['phoneNumber', 'division']),
      });
      return result.ok ? Response.json({ user: result.data.updateProfile.user }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/config',
    summary: 'Public settings the web app needs (map tiles, geocoder, support contact)',
    handler: async ({ ctx }) => {
      const result = await runOperation<{ config: Record<string, unknown> }>(ctx, CONFIG);
      return result.ok ? Response.json(result.data.config) : result.response;
    },
  },
];
