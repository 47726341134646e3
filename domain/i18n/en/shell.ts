// The shell namespace of the English catalogue (docs/languages.md): the app's frame (layout, user
// menu, page titles, toasts, guards, not found) and the shared components' own default words.
export const shell = {
  /** The splash's name for screen readers (web/index.html carries the same word). */
  loading: 'Loading',
  skipToContent: 'Skip to content',
  /** The quiet notice of a start that took a new version of the app. */
  updated: { title: 'Updated', description: 'Drum Returns was updated since you last used it.' },
  errors: {
    /** A request that never reached the server, and the first fallback of every screen. */
    generic: 'Something went wrong. Please try again.',
    occurred: 'An error occurred',
    tryAgain: 'Please try again.',
    /** An answer that was no JSON and came without a status text. */
    requestFailed: 'Request failed ({status})',
    subscriptionFailed: 'Subscription failed',
  },
  /** Data shown without coverage: the last the phone had, and when the server gave it. */
  offline: { asOf: 'Offline, as of {time}' },
  startup: {
    title: 'Cannot reach the server',
    retry: 'Try again',
  },
  routeError: {
    title: 'Something went wrong',
    retry: 'Try again',
  },
  pending: {
    title: 'Account Pending Approval',
    wait: 'Please wait for admin approval to access the dashboard.',
    explanation: 'An administrator checks every new account. You get an email as soon as yours is approved.',
    logOut: 'Log Out',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist.',
    home: 'Go to Home',
  },
  /** An admin's or transporter's header on the pages all roles share. */
  staff: {
    admin: 'Admin',
    transporter: 'Transport Portal',
    adminPanel: 'Admin Panel',
    dashboard: 'Dashboard',
  },
  roles: {
    admin: 'Admin',
    transporter: 'Transporter',
    returner: 'Returner',
  },
  userMenu: {
    /** The initials button's name. */
    label: 'User menu for {name}',
    viewAccount: 'View Account',
    changePassword: 'Change Password',
    notifications: 'Notifications',
    developers: 'Developers',
    lightMode: 'Light Mode',
    darkMode: 'Dark Mode',
    logout: 'Logout',
    accountInformation: 'Account Information',
    name: 'Name',
    role: 'Role',
    company: 'Company',
    orgNumber: 'Organization Number',
    transporterCompany: 'Transporter company information is managed by system administrators.',
  },
  toast: {
    /** The toasts' region; F8 takes the focus there. */
    region: 'Notifications (F8)',
  },
  /** The browser tab's title of each screen (web/src/screens.ts), before ' · Drum Returns'. */
  titles: {
    home: 'Home',
    pickupRequest: 'Create Pickup Request',
    myReturns: 'My Returns',
    completed: 'Completed Returns',
    credits: 'Credits',
    myAccount: 'My Account',
    notifications: 'Notifications',
    developers: 'Developers',
    changePassword: 'Change Password',
    more: 'More',
    logIn: 'Log In',
    register: 'Register',
    verifyEmail: 'Verify Email',
    forgotPassword: 'Forgot Password',
    resetPassword: 'Reset Password',
    partnerInfo: 'Become a Transport Partner',
    returnGuide: 'Return Guide',
    help: 'Help',
    adminForgotPassword: 'Admin Password Reset',
    zoneEditor: 'Zone Editor',
    drumSpecs: 'Drum Specifications',
    notFound: 'Page Not Found',
    /** The admin panel's title: its tab, then its department. */
    adminDepartment: '{tab} · Admin Department',
    pickupDepartment: '{tab} · Pickup Department',
    transporterPortal: '{tab} · Transporter Portal',
  },
  /** The tabs of the admin panel and the transporter portal, by the key their URL carries. */
  tabs: {
    admin: {
      dashboard: 'Dashboard',
      users: 'Users',
      newUsers: 'New Users',
      returners: 'Returners',
      transporters: 'Transporters',
      zones: 'Zones',
      drumDatabase: 'Drum Database',
    },
    pickup: {
      dashboard: 'Dashboard',
      pending: 'Pending',
      requests: 'Requests',
      ongoing: 'Ongoing',
      completed: 'Completed',
      cancelled: 'Cancelled',
      returnsLog: 'Returns Log',
      statements: 'Statements',
      reports: 'Reports',
    },
    transporter: {
      dashboard: 'Dashboard',
      pickupRequest: 'Pick Up Request',
      routes: 'Routes',
      scheduled: 'Scheduled Pickups',
      completed: 'Completed',
    },
  },
  password: {
    /** The show/hide button of a password field, named after the field. */
    show: 'Show {label}',
    hide: 'Hide {label}',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    hint: 'At least 6 characters',
  },
  searchPicker: {
    placeholder: 'Type to search...',
    empty: 'Nothing found',
    searching: 'Searching...',
    /** The button that opens the choices; the field's label comes in lower case. */
    showChoices: 'Show {label} choices',
  },
  calendarLink: {
    label: 'Calendar link',
    copy: 'Copy Link',
    replace: 'Replace Link',
    replacing: 'Replacing...',
    copied: 'Link copied',
    copiedDescription: 'Paste it where your calendar app subscribes to a calendar by URL.',
    copyFailed: 'Copy failed',
    copyFailedDescription: 'Select the link and copy it yourself.',
    replaced: 'New link ready',
    replacedDescription: 'The old link no longer works.',
    replaceFailed: 'Could not replace the link',
    confirmTitle: 'Replace the calendar link?',
    confirmText: 'The current link stops working at once. Calendars subscribed to it need the new link.',
  },
  support: {
    email: 'Email:',
    phone: 'Phone:',
    none: 'Ask the administrator of Drum Returns who set up your account.',
  },
} as const;
