// The admins' tracked-drum reports over GraphQL: the figures of services/trackedDrums/reports.ts.
import { lastTwelveMonths, reportRangeIssue } from '../../domain/buyback';
import { AppError } from '../../domain/errors';
import { translate } from '../../services/i18n';
import {
  type DrumAgeRow,
  type DrumReturnMonth,
  type DrumSiteRow,
  MAX_OVERDUE_PAGE,
  type OverdueDrum,
  type OverduePage,
  overdueDrums,
  type TrackedDrumReport,
  trackedDrumReport,
} from '../../services/trackedDrums/reports';
import { builder } from '../builder';

const DrumAgeRowRef = builder.objectRef<DrumAgeRow>('TrackedDrumAgeRow').implement({
  description: 'Drums still on site of one company or zone, by days since their delivery.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The company or zone (the zone: "No zone" outside every zone).' }),
    upTo90: t.exposeInt('upTo90', { description: 'On site 0-90 days.' }),
    upTo180: t.exposeInt('upTo180', { description: 'On site 91-180 days.' }),
    upTo365: t.exposeInt('upTo365', { description: 'On site 181-365 days.' }),
    over365: t.exposeInt('over365', { description: 'On site over 365 days.' }),
    total: t.exposeInt('total', { description: 'All of its drums on site.' }),
  }),
});

const DrumReturnMonthRef = builder.objectRef<DrumReturnMonth>('TrackedDrumReturnMonth').implement({
  description: 'Drums delivered and returned in one month.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The month, YYYY-MM (UTC).' }),
    delivered: t.exposeInt('delivered', { description: 'Drums delivered in the month.' }),
    returned: t.exposeInt('returned', { description: 'Drums returned in the month.' }),
    rate: t.exposeFloat('rate', {
      nullable: true,
      description: 'Returned / delivered in the month; null when none was delivered.',
    }),
  }),
});

const DrumSiteRowRef = builder.objectRef<DrumSiteRow>('TrackedDrumSite').implement({
  description: 'A site with drums waiting, at its position.',
  fields: (t) => ({
    companyName: t.exposeString('companyName', { description: 'The company holding the drums.' }),
    address: t.exposeString('address', { description: "The site's address." }),
    latitude: t.exposeFloat('latitude', { description: "The site's latitude." }),
    longitude: t.exposeFloat('longitude', { description: "The site's longitude." }),
    drums: t.exposeInt('drums', { description: 'Drums on the site.' }),
  }),
});

const TrackedDrumReportRef = builder.objectRef<TrackedDrumReport>('TrackedDrumReport').implement({
  description: 'Admins: the tracked drums on site by age, their returns, and the sites with drums waiting.',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'The first month of the returns, YYYY-MM.' }),
    to: t.exposeString('to', { description: 'The last month of the returns, YYYY-MM.' }),
    onSite: t.exposeInt('onSite', { description: 'Drums on a site now.' }),
    byCompany: t.field({
      type: [DrumAgeRowRef],
      description: 'Drums on site now by age, per company, the most first.',
      resolve: (r) => r.byCompany,
    }),
    byZone: t.field({
      type: [DrumAgeRowRef],
      description: "Drums on site now by age, per zone of the site's position, the most first.",
      resolve: (r) => r.byZone,
    }),
    medianDaysToReturn: t.exposeFloat('medianDaysToReturn', {
      nullable: true,
      description: 'Median days from delivery to return of the drums returned in the months; null when none was.',
    }),
    months: t.field({
      type: [DrumReturnMonthRef],
      description: 'Every month of the range: delivered, returned and the return rate.',
      resolve: (r) => r.months,
    }),
    sites: t.field({
      type: [DrumSiteRowRef],
      description: 'Sites with a position and drums on them, the fullest first (at most 5,000).',
      resolve: (r) => r.sites,
    }),
  }),
});

const OverdueDrumRef = builder.objectRef<OverdueDrum>('OverdueTrackedDrum').implement({
  description: 'A drum on site that costs its holder money: rent started, or charged in full.',
  fields: (t) => ({
    number: t.exposeString('number', { description: "The drum's number." }),
    specName: t.exposeString('specName', { description: 'Its drum specification.' }),
    companyName: t.exposeString('companyName', { description: 'The company holding it.' }),
    address: t.exposeString('address', { description: 'The site it is on.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', description: 'When it was delivered.' }),
    costsFrom: t.expose('costsFrom', { type: 'DateTime', description: 'When it started costing money.' }),
    forfeited: t.exposeBoolean('forfeited', { description: 'Whether its whole buyback price is charged.' }),
    chargeCents: t.expose('chargeCents', {
      type: 'Cents',
      description: 'Rent so far, plus the full charge when forfeited.',
    }),
  }),
});

const OverduePageRef = builder.objectRef<OverduePage>('OverdueTrackedDrumPage').implement({
  description: 'A page of the overdue drums, most overdue first.',
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { description: 'All overdue drums.' }),
    items: t.field({ type: [OverdueDrumRef], description: 'The drums of this page.', resolve: (page) => page.items }),
    nextOffset: t.exposeInt('nextOffset', {
      nullable: true,
      description: 'The offset of the next page; null on the last.',
    }),
  }),
});

builder.queryField('trackedDrumReport', (t) =>
  t.withAuth({ admin: true }).field({
    type: TrackedDrumReportRef,
    description:
      'Admins: tracked drums on site by age per company and zone, the median days to return and the return rate of the months from..to (YYYY-MM; the last twelve months when omitted), and the sites with drums waiting.',
    args: {
      from: t.arg.string({ description: 'The first month, YYYY-MM.' }),
      to: t.arg.string({ description: 'The last month, YYYY-MM.' }),
    },
    resolve: (_root, args, ctx) => {
      const now = new Date();
      const range = {
        ...lastTwelveMonths(now),
        ...(args.from ? { from: args.from } : {}),
        ...(args.to ? { to: args.to } : {}),
      };
      const issue = reportRangeIssue(range.from, range.to);
      if (issue) throw new AppError('VALIDATION_ERROR', issue.message, issue.field);
      return trackedDrumReport(ctx.db, range.from, range.to, now, translate(ctx.locale, 'drumAdmin.reports.noZone'));
    },
  }),
);

builder.queryField('overdueTrackedDrums', (t) =>
  t.withAuth({ admin: true }).field({
    type: OverduePageRef,
    description: `Admins: the drums on site whose rent has started or that are charged in full, the one costing longest first; at most ${MAX_OVERDUE_PAGE} a page.`,
    args: {
      first: t.arg.int({ description: `Drums on the page (1-${MAX_OVERDUE_PAGE}, default ${MAX_OVERDUE_PAGE}).` }),
      offset: t.arg.int({ description: 'Drums to skip (default 0).' }),
    },
    resolve: (_root, args, ctx) => {
      const first = args.first ?? MAX_OVERDUE_PAGE;
      const offset = args.offset ?? 0;
      if (!Number.isInteger(first) || first < 1 || first > MAX_OVERDUE_PAGE)
        throw new AppError('VALIDATION_ERROR', `first must be from 1 to ${MAX_OVERDUE_PAGE}`, 'first');
      if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
        throw new AppError('VALIDATION_ERROR', 'offset must be from 0 to 1000000', 'offset');
      return overdueDrums(ctx.db, new Date(), offset, first);
    },
  }),
);
