// GET /api/calendar/<secret>.ics: a company's private calendar feed. No session: the
// secret in the path is the credential, and an unknown or rotated one answers 404 as any
// missing path does. `?lang=sv` asks for the feed in Swedish (the URL the app shows carries its
// viewer's language); without it, English. The feed is built by services/calendarFeeds.ts.
import { calendarFeed, calendarFeedLocale } from '../../../services/calendarFeeds';
import { restNotFound, type RestRoute } from '../router';

export const calendarFeedRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/calendar/:feed',
    public: true,
    summary: 'A company’s scheduled pickups as an iCalendar feed (the secret in the path is the credential)',
    query: [
      {
        name: 'lang',
        description: 'The language of the events’ texts: en or sv (default and anything else: en).',
        schema: { type: 'string' },
      },
    ],
    answer: { contentType: 'text/calendar', description: 'The feed (iCalendar), one event per scheduled pickup.' },
    handler: async ({ ctx, params, request }) => {
      const secret = /^(.+)\.ics$/.exec(params.feed ?? '')?.[1];
      const locale = calendarFeedLocale(new URL(request.url).searchParams);
      const ics = secret ? await calendarFeed(ctx.db, secret, ctx.config.appUrl, locale) : null;
      if (ics === null) return restNotFound();
      return new Response(ics, {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="drum-returns.ics"',
          // Calendar apps poll; a rotated feed must stop at once, so nothing keeps a copy.
          'cache-control': 'private, no-cache',
        },
      });
    },
  },
];
