// The mails' words (services/mail), in the recipient's language (docs/languages.md).
export const mail = {
  signature: 'Drum Returns',
  greeting: 'Hello {name},',
  verification: {
    subject: 'Verify your email for Drum Returns',
    thanks: 'Thank you for registering with Drum Returns. Please confirm your email address.',
    approval: 'After verification an administrator approves your account.',
    link: 'Verify email',
  },
  reset: {
    subject: 'Reset your Drum Returns password',
    asked: 'Someone asked to reset the password of your Drum Returns account. The link expires in 1 hour.',
    notYou: 'If it was not you, ignore this mail.',
    link: 'Reset password',
  },
  accountExists: {
    subject: 'Your Drum Returns account',
    tried: 'Someone tried to create a Drum Returns account with this email address, which already has one.',
    ifYou: 'If it was you, log in, or reset your password if you have forgotten it. Otherwise ignore this mail.',
    link: 'Reset password',
  },
  approval: {
    subject: 'Your Drum Returns account has been approved',
    approved: 'An administrator approved your Drum Returns account.',
    /** The plain-text line, with the address after it. */
    logInAt: 'You can now log in: {url}',
    link: 'Log in',
  },
  webhookDisabled: {
    subject: 'Webhook endpoint disabled',
    disabled:
      'The webhook endpoint {url} has been disabled: deliveries to it kept failing through the whole retry schedule (the last time {reason}).',
    waiting: 'Undelivered events wait for it. Fix the receiver, then enable the endpoint again on the Developers page.',
    answered: 'it answered HTTP {status}',
    unreachable: 'it could not be reached ({error})',
    link: 'Open the Developers page',
  },
  unsentDraft: {
    subject: '{reference} is saved but not sent',
    saved: 'Your pickup request {reference} was saved as a draft a day ago and has not been sent.',
    send: 'No transport company sees it until you send it: open it in My Returns and tap Send Pickup Request.',
    link: 'Open My Returns',
  },
  /** Tracked drums about to cost money (services/trackedDrums/reminders.ts), listed by site. */
  drumReminder: {
    subject: 'Drums on your sites soon cost money',
    intro:
      'These drums on your sites start costing rent, or are charged in full, within {days, plural, one {# day} other {# days}}. Book their pickup in time:',
    /** A site's heading; `address` as the delivery gave it. */
    site: 'At {address}:',
    /** One drum; `day` as Nov 23, 2026. */
    rentFrom: '{number}: rent from {day}',
    chargedInFull: '{number}: charged in full on {day}',
    rentAndCharge: '{number}: rent from {day}, charged in full on {forfeitDay}',
    /** After the drums a mail lists of one site. */
    more: 'and {count, plural, one {# more drum} other {# more drums}}',
    book: 'Book a pickup of these drums',
  },
  route: {
    subject: 'Route ready: {drums} in {zone} ({stops, plural, one {# stop} other {# stops}})',
    zone: 'Zone {number} - {name}',
    drums: '{count, plural, one {# drum} other {# drums}}',
    summary:
      '{stops, plural, one {# stop} other {# stops}}, {drums}, about {km} km and {duration} of driving{estimated, select, yes { (estimated from straight-line distances)} other {}}.',
    hours: '{hours} h {minutes} min',
    minutes: '{minutes} min',
    waiting: 'Enough drums are waiting in {zone} for a pickup round.',
    comments: 'Comments: {comments}',
    map: 'Open the route in a map',
    portal: 'Schedule the stops in the portal',
  },
} as const;
