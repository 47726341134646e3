// Words every screen shares: buttons, states and toasts' titles. A screen's own words live in its
// namespace (docs/languages.md).
export const common = {
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  close: 'Close',
  delete: 'Delete',
  edit: 'Edit',
  done: 'Done',
  loading: 'Loading...',
  search: 'Search',
  error: 'Error',
  success: 'Success',
  no: 'No',
  none: 'None',
  showMore: 'Show more',
  /** A list shown in part: "Showing 50 of 2,500" (the counts come formatted). */
  showingOf: 'Showing {shown} of {total}',
  /** A date field (web/src/components/DateField.tsx): the letters of its placeholder, in the language's order. */
  /** A write waiting on the phone while the page sends it (web/src/outbox/SendingProgress.tsx). */
  outbox: {
    sending: 'Sending...',
    /** The percent comes formatted: "Sending photo 1 of 2: 45%". */
    sendingPhoto: 'Sending photo {photo} of {photos}: {percent}',
    /** What a screen reader announces as each photo starts (the percent is the bar's). */
    sendingPhotoOf: 'Sending photo {photo} of {photos}',
    photoProgress: 'Progress of photo {photo} of {photos}',
    sent: 'Sent, waiting for the answer...',
  },
  date: {
    year: 'YYYY',
    month: 'MM',
    day: 'DD',
    choose: 'Choose a date',
    /** Typed text that is no day: "Write the date as MM/DD/YYYY". */
    unreadable: 'Write the date as {pattern}',
    outOfRange: 'Choose a date between {min} and {max}',
    tooEarly: 'Choose {min} or later',
    tooLate: 'Choose {max} or earlier',
  },
  time: {
    /** Typed text that is no time: "Write the time as 2:05 PM" (the example in the language's way). */
    unreadable: 'Write the time as {example}',
  },
} as const;
