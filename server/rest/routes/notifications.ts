import { encodeGlobalID } from '@pothos/plugin-relay';
import { gql, runOperation } from '../operation';
import { numericId, type RestRoute } from '../router';
import { selectionSchema } from '../openapi';

const NOTIFICATION_FIELDS = 'id: databaseId message kind isRead pickupRequestId aboutUserId createdAt';
const LIST = gql(`query RestNotifications { notifications { ${NOTIFICATION_FIELDS} } }`);
const MARK_ALL_READ = gql(`mutation RestMarkAllRead { markAllNotificationsRead { ${NOTIFICATION_FIELDS} } }`);
const MARK_READ = gql(`mutation RestMarkRead($id: ID!) { markNotificationRead(id: $id) { ${NOTIFICATION_FIELDS} } }`);

export const notificationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/notifications',
    summary: 'The caller’s notifications, newest first',
    answer: { key: 'notifications', list: true, schema: selectionSchema('Notification', NOTIFICATION_FIELDS) },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ notifications: unknown[] }>(ctx, LIST);
      return result.ok ? Response.json({ notifications: result.data.notifications }) : result.response;
    },
  },
  {
    method: 'PATCH',
    path: '/api/notifications/read',
    summary: 'Marks every unread notification of the caller read; answers those it marked',
    answer: { key: 'notifications', list: true, schema: selectionSchema('Notification', NOTIFICATION_FIELDS) },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ markAllNotificationsRead: unknown[] }>(ctx, MARK_ALL_READ);
      return result.ok ? Response.json({ notifications: result.data.markAllNotificationsRead }) : result.response;
    },
  },
  {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    summary: 'Marks a notification read',
    answer: { key: 'notification', schema: selectionSchema('Notification', NOTIFICATION_FIELDS) },
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ markNotificationRead: unknown }>(ctx, MARK_READ, {
        id: encodeGlobalID('Notification', numericId(params.id)),
      });
      return result.ok ? Response.json({ notification: result.data.markNotificationRead }) : result.response;
    },
  },
];
