// GET /api/calendar/<secret>.ics: a company's private calendar feed. No session: the
// secret in the path is the credential, and an unknown or rotated one answers 404 as any
// missing path does. The feed is built by services/calendarFeeds.ts.
import { calendarFeed } from '../../../services/calendarFeeds';
import { restNotFound, type RestRoute } from '../router';

export const calendarFeedRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/calendar/:feed',
    public: true,
    summary: 'A company’s scheduled pickups as an iCalendar feed (the secret in the path is the credential)',
    answer: { contentType: 'text/calendar', description: 'The feed (iCalendar), one event per scheduled pickup.' },
    handler: async ({ ctx, params }) => {
      const secret = /^(.+)\.ics$/.exec(params.feed ?? '')?.[1];
      const ics = secret ? await calendarFeed(ctx.db, secret, ctx.config.appUrl) : null;
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
