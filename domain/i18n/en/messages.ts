// The messages namespace of the English catalogue (docs/languages.md): a request's message thread,
// its composer and the unread badge.
export const messages = {
  thread: {
    title: 'Messages',
    loading: 'Loading messages...',
    unavailable: 'Messages are not available.',
    offline: 'Messages cannot be read without a connection: they show again when it is back.',
    empty: 'No messages yet.',
    /** The list's accessible name. */
    list: 'Message thread',
    showEarlier: 'Show earlier messages',
  },
  /** A sender's role beside their name, as the server names it. */
  role: {
    returner: 'returner',
    transporter: 'transporter',
    admin: 'admin',
  },
  composer: {
    /** The words of domain/validation/message.ts's MESSAGE_MESSAGES the web shows itself. */
    tooManyFiles: 'Too many files',
    tooManyPhotos: 'You can attach a maximum of {max} photos',
    sent: 'Message sent',
    sendFailed: 'Failed to send message',
    /** The messages on their way (their list's accessible name, and each one's state). */
    sendingList: 'Sending',
    sending: 'Sending...',
    photoCount: '{count} photo(s)',
    photosToSend: 'Photos to send',
    removePhoto: 'Remove {name}',
    label: 'Message',
    placeholder: 'Write a message',
    photo: 'Photo',
    send: 'Send',
    keyboardHint: 'Enter sends, Shift+Enter starts a new line',
    /** Messages written without coverage, kept on the phone until the server has them. */
    queuedList: 'Not sent yet',
    waiting: 'Waiting for connection: it will be sent automatically',
    refused: 'Not accepted by the server:',
    refusedHelp: 'Edit the message to fix it, or discard it.',
    discard: 'Discard',
    discardTitle: 'Discard this message?',
    discardText: 'It has not been sent: discarded, it is gone from this phone.',
    queued: 'Saved on this phone',
    queuedDescription: 'No connection: the message will be sent automatically when there is one.',
  },
  unread: {
    count: '{count, plural, one {# unread message} other {# unread messages}}',
    title: 'Unread messages',
  },
} as const;
