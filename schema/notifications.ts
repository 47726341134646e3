import { encodeGlobalID } from '@pothos/plugin-relay';
import { canReadPickupRequest } from '../domain/pickupAccess';
import { pickupViewer } from '../services/pickupVisibility';
import { markAllNotificationsRead, markNotificationRead } from '../services/notifications';
import { builder } from './builder';
import { PickupStatus } from './pickups/types';
import { visibleWhen } from './nodeVisibility';
import { refetch } from './payloads';
import { REQUEST_ACCESS_COLUMNS } from './messages/types';
import { notFound } from '../domain/errors';
import { DEFAULT_LOCALE } from '../domain/i18n/locales';
import { isNotificationKind, NOTIFICATION_KINDS } from '../domain/notifications';
import { translate } from '../services/i18n';

const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'What a notification is about.',
  values: NOTIFICATION_KINDS,
});

const Notification = builder.drizzleNode('notifications', {
  name: 'Notification',
  description:
    'Something the signed-in user should know (an approval, a status change, a message), shown in the banner until read.',
  id: { column: (n) => n.id, description: 'The global (Relay) id of the notification (for markNotificationRead).' },
  authScopes: visibleWhen('Notification', (n: { userId: number }, ctx) => ctx.viewer?.id === n.userId),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The notification's database id." }),
    message: t.string({
      description:
        "What happened, for a person to read, in the reader's language (docs/languages.md): English when the request asks for none.",
      select: { columns: { message: true, messageKey: true, messageValues: true } },
      resolve: (n, _args, ctx) =>
        n.messageKey && ctx.locale !== DEFAULT_LOCALE
          ? translate(ctx.locale, n.messageKey, n.messageValues ?? {})
          : n.message,
    }),
    kind: t.field({
      type: NotificationKindEnum,
      description: 'What it is about: the admin tab it lights and the banner order follow from it.',
      resolve: (n) => (isNotificationKind(n.kind) ? n.kind : 'general'),
    }),
    isRead: t.exposeBoolean('isRead', { description: 'Whether the user has marked it read.' }),
    pickupRequestId: t.exposeInt('pickupRequestId', {
      description: 'Database id of the request it is about, if any.',
      nullable: true,
    }),
    pickupRequestStatus: t.field({
      type: PickupStatus,
      nullable: true,
      description:
        'The status of the request it is about, as it is now: the admin tab whose dot a message lights is the tab that lists the request.',
      // Only while the viewer may still read the request: a transport company that lost it
      // learns nothing of where it went (the same rule as a read of the request).
      select: {
        with: {
          pickupRequest: {
            columns: REQUEST_ACCESS_COLUMNS,
          },
        },
      },
      resolve: (n, _args, ctx) => {
        const viewer = pickupViewer(ctx);
        const request = n.pickupRequest;
        return request && viewer && canReadPickupRequest(viewer, request) ? request.status : null;
      },
    }),
    pickupRequestGlobalId: t.field({
      type: 'ID',
      nullable: true,
      description: 'The global id of the request it is about, while the viewer may read it (to open it).',
      select: {
        with: {
          pickupRequest: {
            columns: { id: true, ...REQUEST_ACCESS_COLUMNS },
          },
        },
      },
      resolve: (n, _args, ctx) => {
        const viewer = pickupViewer(ctx);
        const request = n.pickupRequest;
        return request && viewer && canReadPickupRequest(viewer, request)
          ? encodeGlobalID('PickupRequest', request.id)
          : null;
      },
    }),
    aboutUserId: t.exposeInt('aboutUserId', {
      description: 'Database id of the person it is about (a registration awaiting approval), if any.',
      nullable: true,
    }),
    createdAt: t.expose('createdAt', { description: 'When it was made.', type: 'DateTime' }),
  }),
});

builder.queryField('notifications', (t) =>
  t.withAuth({ signedIn: true }).drizzleField({
    type: [Notification],
    args: { unreadOnly: t.arg.boolean({ required: false }) },
    description: "The viewer's notifications, newest first (at most 100).",
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.notifications.findMany(
        query({
          where: args.unreadOnly ? { userId: ctx.viewer.id, isRead: false } : { userId: ctx.viewer.id },
          orderBy: { createdAt: 'desc', id: 'desc' },
          limit: 100,
        }),
      ),
  }),
);

builder.mutationField('markNotificationRead', (t) =>
  t.withAuth({ signedIn: true }).drizzleField({
    description: "Marks one of the caller's notifications read.",
    type: Notification,
    args: { id: t.arg.globalID({ required: true, for: Notification }) },
    resolve: async (query, _root, args, ctx) => {
      const id = Number(args.id.id);
      await markNotificationRead(ctx, ctx.viewer.id, id);
      return refetch(ctx.db.query.notifications.findFirst(query({ where: { id } })), 'Notification not found');
    },
  }),
);

builder.mutationField('markAllNotificationsRead', (t) =>
  t.withAuth({ signedIn: true }).drizzleField({
    description: 'Marks every unread notification of the caller read; answers those it marked.',
    type: [Notification],
    resolve: async (query, _root, _args, ctx) => {
      const marked = await markAllNotificationsRead(ctx, ctx.viewer.id);
      if (!marked.length) return [];
      return ctx.db.query.notifications.findMany(
        query({ where: { id: { in: marked } }, orderBy: { createdAt: 'desc', id: 'desc' } }),
      );
    },
  }),
);

builder.subscriptionField('notificationChanged', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: Notification,
    description: "Fires when one of the viewer's notifications is created or read.",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('notification:changed', ctx.viewer.id),
    resolve: async (event, _args, ctx) => {
      const row = await ctx.db.query.notifications.findFirst({ where: { id: event.notificationId } });
      if (!row) throw notFound('Notification not found');
      return row;
    },
  }),
);
