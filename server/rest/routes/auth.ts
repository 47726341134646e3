import { AppError } from '../../../domain/errors';
import { isLocale, LOCALE_MESSAGES, LOCALES } from '../../../domain/i18n/locales';
import { gql, inCallersLanguage, responseForAppError, runOperation } from '../operation';
import { REST_USER_FIELDS, VALIDATION_FIELDS } from '../fragments';
import { pick, type RestRoute } from '../router';
import { inputBody, MESSAGE_SCHEMA, operationFieldSchema, selectionSchema } from '../openapi';

type Message = { message: string };
type WithUser = { user: Record<string, unknown> };

// docs/specification.md section 3: the signed-in user also carries its drums (its pickup requests, summarised).
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

const LOGIN_BODY = inputBody('LoginInput', ['email', 'password']);
const REGISTER_KEYS = [
  'name',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'companyName',
  'companyOrgNumber',
  'division',
] as const;
const REGISTER_BODY = inputBody('RegisterInput', REGISTER_KEYS);
// REST speaks a language as its tag ("en", "sv"), as `GET /api/auth/me` answers it.
const PROFILE_BODY = inputBody('UpdateProfileInput', ['phoneNumber', 'division', 'locale'], {
  locale: { type: 'string', enum: [...LOCALES], description: 'The language of their screens, mails and documents.' },
});

const messageOf = (data: Record<string, Message>) => Response.json({ message: Object.values(data)[0].message });

export const authRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The caller’s account (for a token: the identity it acts as), with its pickup requests in brief',
    answer: { key: 'user', schema: operationFieldSchema(ME, 'me') },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ me: Record<string, unknown> | null }>(ctx, ME);
      if (!result.ok) return result.response;
      // `me` is null when signed out; docs/specification.md section 7 answers that 401.
      if (!result.data.me) return responseForAppError(new AppError('UNAUTHENTICATED', 'Not authenticated'));
      return Response.json({ user: result.data.me });
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    public: true,
    // A wrong email or password, or a deactivated account.
    alsoAnswers: [401],
    summary: 'Signs in: sets the session cookie',
    body: LOGIN_BODY,
    answer: { status: 200, key: 'user', schema: USER_SCHEMA },
    handler: async ({ ctx, body }) => {
      const result = await runOperation<{ login: WithUser }>(ctx, LOGIN, {
        input: pick(await body(), LOGIN_BODY.keys),
      });
      return result.ok ? Response.json({ user: result.data.login.user }) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    public: true,
    summary: 'Registers an account (it waits for an admin’s approval)',
    body: REGISTER_BODY,
    answer: { status: 201, schema: MESSAGE_SCHEMA },
    handler: async ({ ctx, body }) => {
      // docs/specification.md section 3's registration payload names `role` ("fixed to returner"): it passes and is ignored.
      const input = pick(await body(), REGISTER_BODY.keys, ['role']);
      const result = await runOperation<Record<string, Message>>(ctx, REGISTER, { input });
      return result.ok ? Response.json({ message: result.data.register.message }, { status: 201 }) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    public: true,
    summary: 'Signs out: ends the session',
    answer: { status: 200, schema: MESSAGE_SCHEMA },
    handler: async ({ ctx }) => {
      const result = await runOperation<Record<string, Message>>(ctx, LOGOUT);
      return result.ok ? messageOf(result.data) : result.response;
    },
  },
  ...(
    [
      ['/api/auth/resend-verification', RESEND, 'EmailInput', ['email'], 'Sends the verification mail again'],
      ['/api/auth/verify-email', VERIFY, 'VerifyEmailInput', ['token'], 'Confirms an email address'],
      ['/api/auth/forgot-password', FORGOT, 'EmailInput', ['email'], 'Mails a link to choose a new password'],
      [
        '/api/auth/reset-password',
        RESET,
        'ResetPasswordInput',
        ['token', 'newPassword', 'confirmPassword'],
        'Sets a new password with the mailed link’s token',
      ],
      [
        '/api/auth/change-password',
        CHANGE,
        'ChangePasswordInput',
        ['currentPassword', 'newPassword', 'confirmPassword'],
        'Changes the caller’s password',
      ],
    ] as const
  ).map(([path, document, inputType, keys, summary]): RestRoute => ({
    method: 'POST',
    path,
    // Reached from a mailed link or the sign-in page: no session yet (changing one's password needs one).
    ...(path === '/api/auth/change-password' ? {} : { public: true as const }),
    summary,
    body: inputBody(inputType, keys),
    answer: { status: 200, schema: MESSAGE_SCHEMA },
    handler: async ({ ctx, body }) => {
      const result = await runOperation<Record<string, Message>>(ctx, document, { input: pick(await body(), keys) });
      return result.ok ? messageOf(result.data) : result.response;
    },
  })),
  {
    method: 'PATCH',
    path: '/api/profile',
    summary: 'Changes the caller’s phone number, division and language',
    body: PROFILE_BODY,
    answer: { key: 'user', schema: USER_SCHEMA },
    handler: async ({ ctx, body }) => {
      const input = pick(await body(), PROFILE_BODY.keys);
      if ('locale' in input && !isLocale(input.locale))
        return responseForAppError(
          inCallersLanguage(ctx.locale, new AppError('BAD_REQUEST', LOCALE_MESSAGES.locale, 'locale')),
        );
      const result = await runOperation<{ updateProfile: WithUser }>(ctx, PROFILE, {
        input: { ...input, ...('locale' in input && { locale: String(input.locale).toUpperCase() }) },
      });
      return result.ok ? Response.json({ user: result.data.updateProfile.user }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/config',
    public: true,
    summary: 'Public settings the web app needs (map tiles, geocoder, support contact)',
    answer: { schema: operationFieldSchema(CONFIG, 'config') },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ config: Record<string, unknown> }>(ctx, CONFIG);
      return result.ok ? Response.json(result.data.config) : result.response;
    },
  },
];
