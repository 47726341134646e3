import { eq } from 'drizzle-orm';
import { returnerCompanies, transportCompanies } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { builder } from '../builder';
import { lookupId } from '../validation';
import { TRANSPORT_COMPANY_MESSAGES } from '../../services/masterData/companies';
import { TransportCompany } from './types';

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

builder.queryFields((t) => ({
  transportCompanies: t.drizzleConnection({
    type: 'transportCompanies',
    authScopes: { admin: true },
    maxSize: 500,
    description: 'Every transport company by name (admin department).',
    totalCount: (_root, _args, ctx) => ctx.db.$count(transportCompanies),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.transportCompanies.findMany(query({ orderBy: { name: 'asc' } })),
  }),
  schedulingTransportCompanies: t.withAuth({ admin: true, transporter: true }).drizzleConnection({
    type: 'transportCompanies',
    // The schedule dialog's choices: every company for admins, its own for a transporter.
    maxSize: 500,
    description: 'Transport companies a pickup can be scheduled with: all for admins, their own for transporters.',
    totalCount: (_root, _args, ctx) =>
      ctx.viewer.role === 'admin'
        ? ctx.db.$count(transportCompanies)
        : ctx.db.$count(transportCompanies, eq(transportCompanies.id, ctx.viewer.transportCompanyId ?? -1)),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.transportCompanies.findMany(
        query({
          where: ctx.viewer.role === 'admin' ? {} : { id: ctx.viewer.transportCompanyId ?? -1 },
          orderBy: { name: 'asc' },
        }),
      ),
  }),
}));

builder.queryField('transportCompanyContacts', (t) =>
  t.drizzleConnection({
    type: 'transportCompanyContacts',
    authScopes: { admin: true },
    defaultSize: 500,
    maxSize: 500,
    description: "A transport company's contacts by name.",
    args: { transportCompanyId: t.arg.globalID({ required: true, for: TransportCompany }) },
    resolve: async (query, _root, args, ctx) => {
      const company = await ctx.db.query.transportCompanies.findFirst({
        columns: { id: true },
        where: { id: lookupId(args.transportCompanyId.id) },
      });
      if (!company) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
      return ctx.db.query.transportCompanyContacts.findMany(
        query({ where: { transportCompanyId: company.id }, orderBy: { name: 'asc', id: 'asc' } }),
      );
    },
  }),
);
