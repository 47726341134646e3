import { and, eq, type SQL, sql } from 'drizzle-orm';
import { returnerCompanies, transportCompanies } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { containsAnyOf } from '../../services/listSearch';
import { builder } from '../builder';
import type { Context } from '../context';
import { searchDescription, searchText } from '../listSearch';
import { lookupId } from '../validation';
import { TRANSPORT_COMPANY_MESSAGES } from '../../services/masterData/companies';
import { TransportCompany } from './types';

type Search = { search?: string | null };

/** The returner companies whose name or organization number holds the search, all without one. */
const returnerCompanySearch = (args: Search, table: typeof returnerCompanies = returnerCompanies) =>
  containsAnyOf(searchText(args), [table.name, table.organizationNumber]);

/** The same for transport companies; a transporter schedules with its own company only. */
function transportCompanySearch(args: Search, ctx: Context, own: boolean, table = transportCompanies): SQL | undefined {
  const search = containsAnyOf(searchText(args), [table.name, table.organizationNumber]);
  if (!own || ctx.viewer?.role === 'admin') return search;
  return and(eq(table.id, ctx.viewer?.transportCompanyId ?? -1), search);
}

builder.queryField('returnerCompanies', (t) =>
  t.drizzleConnection({
    type: 'returnerCompanies',
    authScopes: { admin: true },
    description: 'Every returner company by name; `search` keeps those whose name or organization number holds it.',
    args: {
      search: t.arg.string({ required: false, description: searchDescription('the name or the organization number') }),
    },
    totalCount: (_root, args, ctx) => ctx.db.$count(returnerCompanies, returnerCompanySearch(args)),
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.returnerCompanies.findMany(
        query({
          where: { RAW: (table) => returnerCompanySearch(args, table) ?? sql`true` },
          orderBy: { name: 'asc', id: 'asc' },
        }),
      ),
  }),
);

builder.queryFields((t) => ({
  transportCompanies: t.drizzleConnection({
    type: 'transportCompanies',
    authScopes: { admin: true },
    description:
      'Every transport company by name (admin department); `search` keeps those whose name or organization number holds it.',
    args: {
      search: t.arg.string({ required: false, description: searchDescription('the name or the organization number') }),
    },
    totalCount: (_root, args, ctx) => ctx.db.$count(transportCompanies, transportCompanySearch(args, ctx, false)),
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.transportCompanies.findMany(
        query({
          where: { RAW: (table) => transportCompanySearch(args, ctx, false, table) ?? sql`true` },
          orderBy: { name: 'asc', id: 'asc' },
        }),
      ),
  }),
  schedulingTransportCompanies: t.withAuth({ admin: true, transporter: true }).drizzleConnection({
    type: 'transportCompanies',
    // The schedule dialog's choices: every company for admins, its own for a transporter.
    description: 'Transport companies a pickup can be scheduled with: all for admins, their own for transporters.',
    args: {
      search: t.arg.string({ required: false, description: searchDescription('the name or the organization number') }),
    },
    totalCount: (_root, args, ctx) => ctx.db.$count(transportCompanies, transportCompanySearch(args, ctx, true)),
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.transportCompanies.findMany(
        query({
          where: { RAW: (table) => transportCompanySearch(args, ctx, true, table) ?? sql`true` },
          orderBy: { name: 'asc', id: 'asc' },
        }),
      ),
  }),
}));

builder.queryField('transportCompanyContacts', (t) =>
  t.drizzleConnection({
    type: 'transportCompanyContacts',
    authScopes: { admin: true },
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
