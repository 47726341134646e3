// Buyback statements over GraphQL: the list (admins every company's, a returner its
// own company's), one statement, and the admin's approve and mark paid.
import { AppError } from '../../domain/errors';
import { BUYBACK_MESSAGES, parseStatementMonth } from '../../domain/buyback';
import { approveStatement, markStatementPaid, refreshStatements } from '../../services/buyback/statements';
import { builder } from '../builder';
import type { Context } from '../context';
import { ReturnerCompany } from '../companies/types';
import { lookupId } from '../validation';
import { BuybackStatement, BuybackStatementStatus } from './types';

type StatementFilter = { companyId?: number; month?: string; status?: 'draft' | 'approved' | 'paid' };

/** The statements a viewer may list, narrowed by the filters: a returner's own company only. */
function statementsWhere(ctx: Context & { viewer: NonNullable<Context['viewer']> }, filter: StatementFilter) {
  const own = ctx.viewer.role === 'admin' ? undefined : (ctx.viewer.returnerCompanyId ?? -1);
  if (own !== undefined && filter.companyId !== undefined && filter.companyId !== own) return { id: -1 };
  return {
    ...(own !== undefined ? { returnerCompanyId: own } : {}),
    ...(filter.companyId !== undefined ? { returnerCompanyId: filter.companyId } : {}),
    ...(filter.month ? { month: filter.month } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

/** Whose waiting collections to credit before a read: the company read, or every company for an admin. */
function creditScope(ctx: Context & { viewer: NonNullable<Context['viewer']> }, companyId?: number) {
  if (ctx.viewer.role !== 'admin') return { returnerCompanyId: ctx.viewer.returnerCompanyId ?? -1 };
  return companyId === undefined ? {} : { returnerCompanyId: companyId };
}

function monthFilter(month: string | null | undefined): string | undefined {
  if (month === null || month === undefined || month === '') return undefined;
  const parsed = parseStatementMonth(month);
  if (!parsed) throw new AppError('VALIDATION_ERROR', BUYBACK_MESSAGES.monthInvalid, 'month');
  return parsed;
}

builder.queryFields((t) => ({
  buybackStatements: t.withAuth({ admin: true, returner: true }).drizzleConnection({
    type: 'buybackStatements',
    description: "Buyback statements, newest month first: every company's for admins, the own company's for returners.",
    args: {
      companyId: t.arg.globalID({ for: ReturnerCompany, description: 'Only this returner company.' }),
      month: t.arg.string({ description: 'Only this month, YYYY-MM.' }),
      status: t.arg({ type: BuybackStatementStatus, description: 'Only statements in this state.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const companyId = args.companyId ? lookupId(Number(args.companyId.id)) : undefined;
      const where = statementsWhere(ctx, {
        companyId,
        month: monthFilter(args.month),
        status: args.status ?? undefined,
      });
      await refreshStatements(ctx.db, creditScope(ctx, companyId));
      return ctx.db.query.buybackStatements.findMany(query({ where, orderBy: { month: 'desc', id: 'desc' } }));
    },
  }),
  buybackStatement: t.withAuth({ admin: true, returner: true }).drizzleField({
    type: BuybackStatement,
    nullable: true,
    description: 'One statement, or null when it does not exist or is not the viewer’s to see.',
    args: { id: t.arg.globalID({ for: BuybackStatement, required: true, description: "The statement's global id." }) },
    resolve: async (query, _root, args, ctx) => {
      const where = { ...statementsWhere(ctx, {}), id: lookupId(Number(args.id.id)) };
      await refreshStatements(ctx.db, creditScope(ctx));
      return (await ctx.db.query.buybackStatements.findFirst(query({ where }))) ?? null;
    },
  }),
}));

const BuybackStatementPayload = builder.objectRef<{ statementId: number }>('BuybackStatementPayload').implement({
  description: 'The statement as stored after the change.',
  fields: (t) => ({
    buybackStatement: t.drizzleField({
      type: BuybackStatement,
      description: 'The statement as stored now.',
      resolve: async (query, payload, _args, ctx) =>
        (await ctx.db.query.buybackStatements.findFirst(query({ where: { id: payload.statementId } })))!,
    }),
  }),
});

const ApproveBuybackStatementInput = builder.inputType('ApproveBuybackStatementInput', {
  description: 'Names the statement to approve.',
  fields: (t) => ({
    statementId: t.globalID({ for: BuybackStatement, required: true, description: "The statement's global id." }),
  }),
});

const MarkBuybackStatementPaidInput = builder.inputType('MarkBuybackStatementPaidInput', {
  description: 'The approved statement that was paid, and the payment reference.',
  fields: (t) => ({
    statementId: t.globalID({ for: BuybackStatement, required: true, description: "The statement's global id." }),
    paymentReference: t.string({ required: true, description: 'The payment reference (at most 254 characters).' }),
  }),
});

builder.mutationFields((t) => ({
  approveBuybackStatement: t.withAuth({ admin: true }).field({
    type: BuybackStatementPayload,
    errors: {},
    description: 'Admin: approves a draft statement with lines; from then on it never changes.',
    args: { input: t.arg({ type: ApproveBuybackStatementInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const statement = await approveStatement(ctx.db, ctx.viewer.id, lookupId(Number(input.statementId.id)));
      return { statementId: statement.id };
    },
  }),
  markBuybackStatementPaid: t.withAuth({ admin: true }).field({
    type: BuybackStatementPayload,
    errors: {},
    description: 'Admin: an approved statement was paid, with its payment reference.',
    args: { input: t.arg({ type: MarkBuybackStatementPaidInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const statement = await markStatementPaid(
        ctx.db,
        ctx.viewer.id,
        lookupId(Number(input.statementId.id)),
        input.paymentReference,
      );
      return { statementId: statement.id };
    },
  }),
}));
