// Calendar feeds over GraphQL: `calendarFeedUrl` on both company types (their members
// and admins see the types at all) and `rotateCalendarFeed`, which revokes the old URL. The feed
// itself is served by REST (GET /api/calendar/<secret>.ics) from services/calendarFeeds.ts. The
// URL carries the viewer's language, since the calendar app that reads it asks in none.
import { en } from '../domain/i18n/en';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { type CalendarFeedOwner, mayManageCalendarFeed } from '../domain/calendarFeeds';
import { notFound } from '../domain/errors';
import { calendarFeedUrl, rotateCalendarFeed } from '../services/calendarFeeds';
import { builder } from './builder';
import { ReturnerCompany, TransportCompany } from './companies/types';
import type { Context } from './context';

const CALENDAR_FEED_MESSAGES = en.errors.calendarFeeds;

const feedUrl = (ctx: Context, secret: string) => calendarFeedUrl(ctx.config.appUrl, secret, ctx.locale);
const feedField = (owner: (company: { id: number }) => CalendarFeedOwner) => ({
  description:
    'A private calendar (ICS) of the scheduled pickups, for calendar apps: the URL is the credential, so keep it to yourselves (rotateCalendarFeed replaces it).',
  nullable: true as const,
  resolve: (company: { id: number; calendarFeedSecret: string }, _args: object, ctx: Context) =>
    ctx.viewer && mayManageCalendarFeed(ctx.viewer, owner(company)) ? feedUrl(ctx, company.calendarFeedSecret) : null,
});

builder.drizzleObjectField(ReturnerCompany, 'calendarFeedUrl', (t) =>
  t.string(feedField((company) => ({ kind: 'returner', companyId: company.id }))),
);
builder.drizzleObjectField(TransportCompany, 'calendarFeedUrl', (t) =>
  t.string(feedField((company) => ({ kind: 'transport', companyId: company.id }))),
);

const RotateCalendarFeedInput = builder.inputType('RotateCalendarFeedInput', {
  description: 'Names the company whose calendar feed URL to replace.',
  fields: (t) => ({
    companyId: t.globalID({
      required: true,
      for: [ReturnerCompany, TransportCompany],
      description: 'A ReturnerCompany or TransportCompany id.',
    }),
  }),
});

const RotateCalendarFeedPayload = builder
  .objectRef<{ kind: CalendarFeedOwner['kind']; companyId: number; url: string }>('RotateCalendarFeedPayload')
  .implement({
    description: 'The company and its new calendar feed URL.',
    fields: (t) => ({
      companyId: t.id({
        description: "The company's global id.",
        resolve: (payload) =>
          encodeGlobalID(payload.kind === 'returner' ? 'ReturnerCompany' : 'TransportCompany', payload.companyId),
      }),
      calendarFeedUrl: t.string({
        description: 'The new URL; the old one answers 404 from now on.',
        resolve: (payload) => payload.url,
      }),
    }),
  });

builder.mutationField('rotateCalendarFeed', (t) =>
  t.withAuth({ approved: true }).field({
    type: RotateCalendarFeedPayload,
    description: "Replaces a company's calendar feed URL: the old one stops working at once.",
    args: { input: t.arg({ type: RotateCalendarFeedInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const owner: CalendarFeedOwner = {
        kind: input.companyId.typename === 'ReturnerCompany' ? 'returner' : 'transport',
        companyId: Number(input.companyId.id),
      };
      // Not yours answers as missing does (docs/decisions.md: "Not yours" and "missing").
      if (!mayManageCalendarFeed(ctx.viewer, owner)) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      const secret = await rotateCalendarFeed(ctx.db, owner.kind, owner.companyId);
      if (!secret) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      return { ...owner, url: feedUrl(ctx, secret) };
    },
  }),
);
