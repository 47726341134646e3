// Words every screen shares: buttons, states and toasts' titles. A screen's own words live in its
// namespace (docs/languages.md).
export const common = {
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  close: 'Close',
  delete: 'Delete',
  edit: 'Edit',
  back: 'Back',
  done: 'Done',
  loading: 'Loading...',
  search: 'Search',
  error: 'Error',
  success: 'Success',
  yes: 'Yes',
  no: 'No',
  none: 'None',
  showMore: 'Show more',
  /** A list shown in part: "Showing 50 of 2,500" (the counts come formatted). */
  showingOf: 'Showing {shown} of {total}',
} as const;
