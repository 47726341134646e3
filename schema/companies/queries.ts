import { eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../domain/pickupListFilter';
import { returnerCompanies, transportCompanies } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { builder } from '../builder';
import { lookupId } from '../validation';
import { TRANSPORT_COMPANY_MESSAGES } from '../../services/masterData/companies';
import { TransportCompany } from './types';

/** The returner companies whose name or organization number holds the search, all without one. */
function returnerCompanySearch(search: string | null | undefined, table: typeof returnerCompanies = returnerCompanies) {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(table.name, pattern), ilike(table.organizationNumber, pattern)) as SQL;
}

builder.queryField('returnerCompanies', (t) =>
  t.drizzleConnection({
    type: 'returnerCompanies',
    authScopes: { admin: true },
    maxSize: 500,
    description: 'Every returner company by name; `search` keeps those whose name or organization number holds it.',
    args: {
      search: t.arg.string({
        required: false,
        description: 'Text the name or the organization number contains (any case).',
      }),
    },
    totalCount: (_root, args, ctx) => ctx.db.$count(returnerCompanies, returnerCompanySearch(args.search)),
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.returnerCompanies.findMany(
        query({
          where: { RAW: (table) => returnerCompanySearch(args.search, table) ?? sql`true` },
          orderBy: { name: 'asc' },
        }),
      ),
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
