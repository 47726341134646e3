// The admins' buyback reports over GraphQL: the figures of services/buyback/reports.ts.
import { lastTwelveMonths, reportRangeIssue } from '../../domain/buyback';
import { AppError } from '../../domain/errors';
import {
  buybackReport,
  type ReportGroupRow,
  type ReportMonth,
  type ReportTypeRow,
} from '../../services/buyback/reports';
import { builder } from '../builder';
import { type HomeFigures, homeFigures } from '../../services/buyback/homeFigures';

const ReportMonthRef = builder.objectRef<ReportMonth>('BuybackReportMonth').implement({
  description: 'One month of the buyback report.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The month, YYYY-MM (UTC).' }),
    drumsCollected: t.exposeInt('drumsCollected', {
      description: 'Drums found at collection (full, damaged or scrap).',
    }),
    pickupsCollected: t.exposeInt('pickupsCollected', { description: 'Pickups collected.' }),
    medianDaysToCollection: t.exposeFloat('medianDaysToCollection', {
      nullable: true,
      description: 'Median days from submission to collection of the pickups collected in the month.',
    }),
    creditedCents: t.expose('creditedCents', { type: 'Cents', description: 'Buyback value credited at collection.' }),
    paidCents: t.expose('paidCents', {
      type: 'Cents',
      description: "Paid: the totals of the month's paid statements.",
    }),
    reusedKg: t.exposeFloat('reusedKg', {
      description: 'Material returned to reuse: kg of drums found full or with minor damage.',
    }),
  }),
});

const ReportTypeRowRef = builder.objectRef<ReportTypeRow>('BuybackReportTypeRow').implement({
  description: 'Drums collected in a month of one drum type, by condition.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The month, YYYY-MM.' }),
    drumTypeName: t.exposeString('drumTypeName', { description: 'The drum type.' }),
    full: t.exposeInt('full', { description: 'Found full.' }),
    minorDamage: t.exposeInt('minorDamage', { description: 'Found with minor damage.' }),
    scrap: t.exposeInt('scrap', { description: 'Found for scrap.' }),
    missing: t.exposeInt('missing', { description: 'Declared and not found.' }),
  }),
});

const ReportGroupRowRef = builder.objectRef<ReportGroupRow>('BuybackReportGroupRow').implement({
  description: 'Drums collected in a month in one zone or by one transport company.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The month, YYYY-MM.' }),
    name: t.exposeString('name', { description: 'The zone or transport company ("None" without one).' }),
    drums: t.exposeInt('drums', { description: 'Drums found at collection.' }),
  }),
});

const BuybackReportRef = builder.objectRef<Awaited<ReturnType<typeof buybackReport>>>('BuybackReport').implement({
  description: 'Admins: buyback figures per month.',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'The first month, YYYY-MM.' }),
    to: t.exposeString('to', { description: 'The last month, YYYY-MM.' }),
    months: t.field({ type: [ReportMonthRef], description: 'Every month of the range.', resolve: (r) => r.months }),
    byType: t.field({ type: [ReportTypeRowRef], description: 'Per month and drum type.', resolve: (r) => r.byType }),
    byZone: t.field({ type: [ReportGroupRowRef], description: 'Per month and zone.', resolve: (r) => r.byZone }),
    byTransportCompany: t.field({
      type: [ReportGroupRowRef],
      description: 'Per month and transport company.',
      resolve: (r) => r.byTransportCompany,
    }),
  }),
});

builder.queryField('buybackReport', (t) =>
  t.withAuth({ admin: true }).field({
    type: BuybackReportRef,
    description: 'Admins: the buyback report of the months from..to (YYYY-MM; the last twelve months when omitted).',
    args: {
      from: t.arg.string({ description: 'The first month, YYYY-MM.' }),
      to: t.arg.string({ description: 'The last month, YYYY-MM.' }),
    },
    resolve: (_root, args, ctx) => {
      const range = {
        ...lastTwelveMonths(new Date()),
        ...(args.from ? { from: args.from } : {}),
        ...(args.to ? { to: args.to } : {}),
      };
      const issue = reportRangeIssue(range.from, range.to);
      if (issue) throw new AppError('VALIDATION_ERROR', issue.message, issue.field);
      return buybackReport(ctx.db, range.from, range.to);
    },
  }),
);

const HomeFiguresRef = builder.objectRef<HomeFigures>('HomeFigures').implement({
  description: "The signed-in person's home figures; each role's own, the others null.",
  fields: (t) => ({
    drumsReturnedThisYear: t.exposeInt('drumsReturnedThisYear', {
      nullable: true,
      description: "Returner: drums of the company's pickups collected this year.",
    }),
    creditThisYearCents: t.expose('creditThisYearCents', {
      type: 'Cents',
      nullable: true,
      description: "Returner: the company's buyback credit of this year's statements.",
    }),
    pickupsThisWeek: t.exposeInt('pickupsThisWeek', {
      nullable: true,
      description: "Transporter: the company's pickups dated this week (Monday to Sunday, UTC).",
    }),
    openRequests: t.exposeInt('openRequests', {
      nullable: true,
      description: 'Admin: requests sent and not yet collected.',
    }),
    overduePickups: t.exposeInt('overduePickups', {
      nullable: true,
      description: 'Admin: confirmed pickups whose date has passed.',
    }),
    statementsToApprove: t.exposeInt('statementsToApprove', {
      nullable: true,
      description:
        'Admin: draft statements with lines of months that have ended (those whose waitsForApproval is true).',
    }),
    collectionsToReview: t.exposeInt('collectionsToReview', {
      nullable: true,
      description: 'Admin: collections with drums beyond the declared quantity waiting for review.',
    }),
  }),
});

builder.queryField('homeFigures', (t) =>
  t.withAuth({ approved: true }).field({
    type: HomeFiguresRef,
    description: "The signed-in person's home figures.",
    resolve: (_root, _args, ctx) => homeFigures(ctx.db, ctx.viewer),
  }),
);
