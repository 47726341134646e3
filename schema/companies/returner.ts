import { eq } from 'drizzle-orm';
import { returnerCompanies } from '../../db/schema';
import { ReturnerCompanySchema } from '../../domain/validation/masterData';
import { builder } from '../builder';
import { AppError } from '../../domain/errors';
import { DeletePayload, refetch } from '../payloads';
import { User } from '../users/types';
import { parseInput, parseUpdate } from '../validation';

export const RETURNER_COMPANY_MESSAGES = { notFound: 'Returner company not found' } as const;

export const ReturnerCompany = builder.drizzleNode('returnerCompanies', {
  name: 'ReturnerCompany',
  id: { column: (company) => company.id },
  // Admins, and the returners of this company (their user menu shows it).
  authScopes: (company, ctx) => (ctx.viewer?.returnerCompanyId === company.id ? { approved: true } : { admin: true }),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    organizationNumber: t.exposeString('organizationNumber'),
    email: t.exposeString('email', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    contactPerson: t.exposeString('contactPerson', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    userCount: t.int({
      authScopes: { admin: true },
      select: { with: { users: { columns: { id: true } } } },
      resolve: (company) => company.users.length,
    }),
    users: t.relation('users', {
      type: User,
      authScopes: { admin: true },
      query: { orderBy: { name: 'asc', id: 'asc' } },
    }),
  }),
});

const CreateReturnerCompanyInput = builder.inputType('CreateReturnerCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    organizationNumber: t.string({ required: false }),
    email: t.string({ required: false }),
    address: t.string({ required: false }),
    contactPerson: t.string({ required: false }),
  }),
});

const UpdateReturnerCompanyInput = builder.inputType('UpdateReturnerCompanyInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: ReturnerCompany }),
    name: t.string({ required: false }),
    organizationNumber: t.string({ required: false }),
    email: t.string({ required: false }),
    address: t.string({ required: false }),
    contactPerson: t.string({ required: false }),
  }),
});

const DeleteReturnerCompanyInput = builder.inputType('DeleteReturnerCompanyInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: ReturnerCompany }) }),
});

const ReturnerCompanyPayload = builder.objectRef<{ companyId: number }>('ReturnerCompanyPayload').implement({
  fields: (t) => ({
    company: t.drizzleField({
      type: ReturnerCompany,
      resolve: (query, payload, _args, ctx) =>
        refetch(
          ctx.db.query.returnerCompanies.findFirst(query({ where: { id: payload.companyId } })),
          RETURNER_COMPANY_MESSAGES.notFound,
        ),
    }),
  }),
});

builder.queryField('returnerCompanies', (t) =>
  t.drizzleConnection({
    type: 'returnerCompanies',
    authScopes: { admin: true },
    maxSize: 500,
    description: 'Every returner company by name.',
    totalCount: (_root, _args, ctx) => ctx.db.$count(returnerCompanies),
    resolve: (query, _root, _args, ctx) => ctx.db.query.returnerCompanies.findMany(query({ orderBy: { name: 'asc' } })),
  }),
);

builder.mutationFields((t) => ({
  createReturnerCompany: t.field({
    type: ReturnerCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(ReturnerCompanySchema, input);
      const [company] = await ctx.db.insert(returnerCompanies).values(data).returning({ id: returnerCompanies.id });
      return { companyId: company.id };
    },
  }),

  updateReturnerCompany: t.field({
    type: ReturnerCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.returnerCompanies.findFirst({ where: { id } });
      if (!stored) throw new AppError('NOT_FOUND', RETURNER_COMPANY_MESSAGES.notFound);
      const data = parseUpdate(ReturnerCompanySchema, stored, input);
      await ctx.db.update(returnerCompanies).set(data).where(eq(returnerCompanies.id, id));
      return { companyId: id };
    },
  }),

  deleteReturnerCompany: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Deletes the company; its users and requests stay, without a company.',
    args: { input: t.arg({ type: DeleteReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const [deleted] = await ctx.db
        .delete(returnerCompanies)
        .where(eq(returnerCompanies.id, id))
        .returning({ id: returnerCompanies.id });
      if (!deleted) throw new AppError('NOT_FOUND', RETURNER_COMPANY_MESSAGES.notFound);
      return { typename: 'ReturnerCompany', id };
    },
  }),
}));
