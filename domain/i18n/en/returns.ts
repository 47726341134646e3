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
    loadFailed: 'Your returns could not be loaded. Check the connection and try again.',
  },
  /** Bookings saved without coverage, waiting on the phone until the server has them. */
  outbox: {
    title: 'Waiting to be sent',
    cardLabel: 'Not sent yet: {address}',
    noAddress: 'No address',
    savedAt: 'Saved {date}',
    photos: '{count, plural, one {# photo} other {# photos}}',
    waiting: 'Waiting for connection: it will be sent automatically',
    refused: 'Not accepted by the server:',
    refusedHelp: 'Edit the request to fix it, or discard it.',
    discard: 'Discard',
    discardTitle: 'Discard this request?',
    discardText: 'It has not been sent: discarded, it is gone from this phone.',
    queued: 'Saved on this phone',
    queuedDescription: 'No connection: the request will be sent automatically when there is one.',
    sent: 'Request sent',
    sentDescription: 'A request saved without coverage has reached the server.',
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
