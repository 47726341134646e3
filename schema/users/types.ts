import { builder, viewerScopes } from '../builder';
import { visibleWhen } from '../nodeVisibility';

const withReturnerCompany = { with: { returnerCompany: true } } as const;
const withTransportCompany = { with: { transportCompany: true } } as const;

/** A person with an account. Readable by the person and by admins. */
export const User = builder.drizzleNode('users', {
  name: 'User',
  id: { column: (user) => user.id },
  authScopes: visibleWhen('User', (user: { id: number }, ctx) => ctx.viewer?.id === user.id || viewerScopes(ctx).admin),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.exposeString('role'),
    isAdmin: t.boolean({ resolve: (user) => user.role === 'admin' }),
    approved: t.exposeBoolean('approved'),
    reviewed: t.exposeBoolean('reviewed'),
    active: t.exposeBoolean('active'),
    emailVerified: t.boolean({ resolve: (user) => user.emailVerifiedAt !== null }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    company: t.exposeString('company', { nullable: true }),
    companyOrgNumber: t.exposeString('companyOrgNumber', { nullable: true }),
    division: t.exposeString('division', { nullable: true }),
    returnerCompanyId: t.exposeInt('returnerCompanyId', { nullable: true }),
    returnerCompanyName: t.string({
      nullable: true,
      select: withReturnerCompany,
      resolve: (user) => user.returnerCompany?.name ?? null,
    }),
    returnerCompanyOrgNumber: t.string({
      nullable: true,
      select: withReturnerCompany,
      resolve: (user) => user.returnerCompany?.organizationNumber ?? null,
    }),
    transportCompanyId: t.exposeInt('transportCompanyId', { nullable: true }),
    transportCompanyName: t.string({
      nullable: true,
      select: withTransportCompany,
      resolve: (user) => user.transportCompany?.name ?? null,
    }),
    transportCompanyOrgNumber: t.string({
      nullable: true,
      select: withTransportCompany,
      resolve: (user) => user.transportCompany?.organizationNumber ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
