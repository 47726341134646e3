// The returns namespace of the English catalogue (docs/languages.md): My Returns, the returner's
// Home and Completed Returns.
export const returns = {
  newReturn: 'New Return',
  mine: {
    title: 'My Returns',
    signedOut: 'Log in to see your returns',
    drafts: 'Drafts',
    noDrafts: 'No drafts.',
    submitted: 'Submitted',
    noSubmitted: 'No submitted returns.',
    scheduled: 'Scheduled',
    noScheduled: 'No scheduled pickups.',
    showMore: 'Show more returns',
  },
  home: {
    welcome: 'Welcome, {name}',
    subtitle: 'Return your empty cable drums in a few steps.',
    nextPickup: 'Next pickup',
    /** Under the unread messages' count: on how many requests they are. */
    unreadOn: 'On {count, plural, one {# request} other {# requests}}: open it to read and reply',
    draftsToFinish: '{count, plural, one {A draft to finish} other {# drafts to finish}}',
    sendDraft: 'Send a draft from My Returns so it can be picked up.',
    drums: '{count, plural, one {# drum} other {# drums}}',
    haveDrums: 'Have empty drums to return?',
    haveDrumsDescription: 'Add the drums, a few photos and the site location; we arrange the pickup.',
  },
  completed: {
    title: 'Completed Returns',
    signedOut: 'Log in to see your completed returns',
    showOlder: 'Show Older Returns',
    empty: 'Returns that have been collected will appear here.',
  },
} as const;
