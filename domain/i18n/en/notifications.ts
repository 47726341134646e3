// The notifications namespace of the English catalogue (docs/languages.md): the notifications
// list and the banner of unread ones. The notifications' own sentences come from the server.
export const notifications = {
  list: {
    title: 'Notifications',
    subtitle: 'What happened to your account and your pickups.',
    markAllRead: 'Mark all as read',
    cleared: 'Alerts cleared',
    clearFailed: 'Failed to clear alerts. Please try again.',
    empty: 'No notifications yet.',
    /** The list's accessible name. */
    label: 'Notifications list',
    /** Said after an unread notification's time to a screen reader. */
    unread: '(unread)',
    markRead: 'Mark as read',
  },
  banner: {
    label: 'Notifications',
    show: 'Show notifications ({count})',
    hide: 'Hide notifications',
    dismiss: 'Dismiss notification',
  },
  dismissFailed: 'Failed to dismiss notification. Please try again.',
} as const;
