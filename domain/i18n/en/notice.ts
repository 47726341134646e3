// The in-app notifications' words (services/notifications.ts): each stored with its key and
// values, and read in the reader's language (docs/languages.md).
export const notice = {
  sentForPickup: 'Pickup request {reference} was sent for pickup and awaits a pickup date',
  dateProposed: 'Pickup date proposed for {reference}; awaiting confirmation',
  confirmed: 'Pickup scheduled for {reference}: the date is confirmed',
  collected: 'Drums collected for {reference}',
  aborted: 'Pickup aborted for {reference}; it awaits a new date',
  newMessage: 'New message on {reference} from {name}',
  draftUnsent: '{reference} is saved but not sent: send it from My Returns to book the pickup',
  /** Tracked drums about to cost money; `numbers` joined with commas. */
  drumReminder: 'Drums on your sites soon cost money: {numbers}. Book their pickup from Drums on site.',
  approved: 'Your account has been approved. You can now use Drum Returns.',
  registration: 'New user registration: {name} ({company}) awaits approval',
  registrationKnownCompany:
    'New user registration: {name} ({company}) awaits approval; organization number {orgNumber} belongs to {known}: approving links the user to it',
} as const;
