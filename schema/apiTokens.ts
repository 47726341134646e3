// API tokens over GraphQL: `apiTokens`, `createApiToken`, `revokeApiToken`. The token
// is shown once, in the create payload; lists never carry it. Who may do what is
// domain/apiTokens.ts; storing and checking tokens is services/apiTokens.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPES, ApiTokenSchema, mayManageApiTokens } from '../domain/apiTokens';
import { AppError, notFound } from '../domain/errors';
import { type ApiTokenRow, createApiToken, listApiTokens, ownerOfToken, revokeApiToken } from '../services/apiTokens';
import { builder } from './builder';
import { ReturnerCompany, TransportCompany } from './companies/types';
import type { Context } from './context';
import { DeletePayload } from './payloads';
import { companyExists, INTEGRATION_MESSAGES, ownerOfInput } from './integrationOwners';
import { lookupId, parseInput } from './validation';

const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'READ runs queries and subscriptions; WRITE also runs mutations and REST writes.',
  values: API_TOKEN_SCOPES,
});

type ApiTokenView = ApiTokenRow & { companyName: string | null };

const ApiToken = builder.objectRef<ApiTokenView>('ApiToken').implement({
  description: 'A token for an integration. Its secret is shown once, when it is made, and never again.',
  fields: (t) => ({
    id: t.id({
      description: "The token's global id (for revokeApiToken).",
      resolve: (token) => encodeGlobalID('ApiToken', token.id),
    }),
    name: t.string({ description: 'What the token is for, as its maker named it.', resolve: (token) => token.name }),
    scopes: t.field({
      description: 'READ, or READ and WRITE.',
      type: [ApiTokenScopeEnum],
      resolve: (token) => token.scopes,
    }),
    expiresAt: t.field({
      description: 'After this the token answers 401.',
      type: 'DateTime',
      resolve: (token) => token.expiresAt,
    }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the token was last used (updated on every call); null if never.',
      resolve: (token) => token.lastUsedAt,
    }),
    createdAt: t.field({ description: 'When it was made.', type: 'DateTime', resolve: (token) => token.createdAt }),
    returnerCompanyId: t.id({
      nullable: true,
      description: 'The returner company the token acts for, if any.',
      resolve: (token) =>
        token.returnerCompanyId === null ? null : encodeGlobalID('ReturnerCompany', token.returnerCompanyId),
    }),
    transportCompanyId: t.id({
      nullable: true,
      description: 'The transport company the token acts for, if any.',
      resolve: (token) =>
        token.transportCompanyId === null ? null : encodeGlobalID('TransportCompany', token.transportCompanyId),
    }),
    companyName: t.string({
      nullable: true,
      description: "The company's name; null for an admin token.",
      resolve: (token) => token.companyName,
    }),
  }),
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new API token: its name, scopes, expiry and whom it acts for.',
  fields: (t) => ({
    name: t.string({
      description: 'What the token is for, e.g. Dispatch system (at most 100 characters).',
      required: true,
    }),
    scopes: t.field({ description: 'READ, or READ and WRITE.', type: [ApiTokenScopeEnum], required: true }),
    expiresAt: t.field({ type: 'DateTime', description: 'Any future time; omitted: 90 days from now.' }),
    returnerCompanyId: t.globalID({ for: [ReturnerCompany], description: 'For a returner company token.' }),
    transportCompanyId: t.globalID({ for: [TransportCompany], description: 'For a transport company token.' }),
  }),
});

const CreateApiTokenPayload = builder
  .objectRef<{ token: string; apiToken: ApiTokenView }>('CreateApiTokenPayload')
  .implement({
    description: 'The new token: its secret (shown this once) and its list entry.',
    fields: (t) => ({
      token: t.string({
        description: 'The secret, shown this once: send it as `Authorization: Bearer <token>`.',
        resolve: (payload) => payload.token,
      }),
      apiToken: t.field({
        description: 'The token as lists show it.',
        type: ApiToken,
        resolve: (payload) => payload.apiToken,
      }),
    }),
  });

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  description: 'Names the token to revoke.',
  fields: (t) => ({ id: t.globalID({ description: "The token's global id.", required: true, for: [ApiToken] }) }),
});

/** The tokens the viewer may see, each with its company's name, in one statement. */
async function tokensFor(ctx: Context, only?: number): Promise<ApiTokenView[]> {
  const rows = await listApiTokens(ctx.db, ctx.viewer, only);
  return rows.map(({ token, returnerName, transportName }) => ({
    ...token,
    companyName: returnerName ?? transportName ?? null,
  }));
}

builder.queryField('apiTokens', (t) =>
  t.withAuth({ approved: true }).field({
    type: [ApiToken],
    description: "API tokens: admins see every one, company users their company's (never the secrets).",
    resolve: (_root, _args, ctx) => tokensFor(ctx),
  }),
);

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ approved: true }).field({
    type: CreateApiTokenPayload,
    errors: {},
    description:
      'Makes a token for a returner company, a transport company, or (neither given, admins only) the admin role.',
    args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const owner = ownerOfInput(input);
      if (owner.kind === 'admin' && !mayManageApiTokens(ctx.viewer, owner))
        throw new AppError('FORBIDDEN', 'Not allowed');
      // Another company's answers as a missing one (docs/decisions.md: "Not yours" and "missing").
      if (!mayManageApiTokens(ctx.viewer, owner) || !(await companyExists(ctx, owner)))
        throw notFound(INTEGRATION_MESSAGES.companyNotFound);
      const data = parseInput(ApiTokenSchema, input);
      const { token, id } = await createApiToken(ctx.db, ctx.viewer.id, owner, data);
      const [apiToken] = await tokensFor(ctx, id);
      if (!apiToken) throw notFound(API_TOKEN_MESSAGES.notFound);
      return { token, apiToken };
    },
  }),
  revokeApiToken: t.withAuth({ approved: true }).field({
    type: DeletePayload,
    description: 'Ends a token at once: calls with it answer 401 from now on.',
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = lookupId(Number(input.id.id));
      const [token] = await tokensFor(ctx, id);
      if (!token || !mayManageApiTokens(ctx.viewer, ownerOfToken(token))) throw notFound(API_TOKEN_MESSAGES.notFound);
      if (!(await revokeApiToken(ctx, id))) throw notFound(API_TOKEN_MESSAGES.notFound);
      return { typename: 'ApiToken', id };
    },
  }),
}));
