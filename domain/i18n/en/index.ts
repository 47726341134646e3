// The English catalogue: every word of the screens, mails and server messages that speak the
// reader's language (docs/languages.md). Keys name the meaning; messages are ICU
// ("{count, plural, one {# drum} other {# drums}}"). The English of docs/specification.md is
// kept exactly, and the server's English answers are these words.
import { common } from './common';
import { status } from './status';
import { pickups } from './pickups';
import { returns } from './returns';
import { messages } from './messages';
import { notifications } from './notifications';
import { buyback } from './buyback';
import { developers } from './developers';
import { account } from './account';
import { shell } from './shell';
import { nav } from './nav';
import { fields, login } from './login';
import { operations } from './operations';
import { admin } from './admin';
import { masterData } from './masterData';
import { mail } from './mail';
import { notice } from './notice';
import { documents } from './documents';
import { setupWarnings } from './setupWarnings';
import { trackedDrumErrors, trackedDrums } from './trackedDrums';
import { drumAdmin, drumAdminErrors } from './drumAdmin';
export const en = {
  common,
  status,
  pickups,
  returns,
  messages,
  notifications,
  buyback,
  developers,
  account,
  shell,
  operations,
  admin,
  masterData,
  trackedDrums,
  drumAdmin,
  language: {
    label: 'Language',
    description: 'The language of the app, its mails and its documents',
    visitorDescription: 'The language of the app on this device',
    saved: 'Language saved',
    saveFailed: 'Failed to save the language',
  },
  nav,
  more: {
    title: 'More',
    darkMode: 'Dark Mode',
    darkOn: 'Dark theme is on',
    lightOn: 'Light theme is on',
    credits: 'Credits',
    creditsDescription: 'What your collected drums earned, month by month',
    guide: 'Return Guide',
    guideDescription: 'How to prepare and book your drum returns',
    help: 'Help',
    helpDescription: 'Contact support and get assistance',
    developers: 'Developers',
    developersDescription: 'API tokens and examples for connecting your own systems',
    calendarFeed: {
      title: 'Calendar Feed',
      description:
        'Subscribe to your company’s scheduled pickups in your calendar app. Anyone with this link can see them, so share it only within your company.',
    },
  },
  login,
  fields,
  // Server refusals a person reads, by meaning; `translateServerMessage` finds them by their English.
  errors: {
    // The pickup request rules' messages (domain/validation/pickupRequest.ts).
    pickup: {
      noDrums: 'At least one drum type must be added',
      drumTypeRequired: 'Please select a drum type',
      quantityMin: 'Quantity must be at least 1',
      quantityInvalid: 'Invalid quantity',
      quantityDigitsOnly: 'Quantity takes whole numbers only: digits 0-9. Other characters were left out.',
      addressRequired: 'Address is required',
      latitudeRange: 'Latitude must be between -90 and 90',
      longitudeRange: 'Longitude must be between -180 and 180',
      addressTooLong: 'Address must be 500 characters or less',
      siteInformationRequired: 'At least one site information option must be selected',
      commentsTooLong: 'Comments must be 500 characters or less',
      noImages: 'Please upload at least one photo',
      tooManyImages: 'You can upload a maximum of 6 images in total',
      tooManyImagesFor: 'You can upload a maximum of {max} images total. You currently have {current} image(s).',
      imageType: 'Only PNG, JPG and GIF images are allowed',
      imageTooLarge: 'Each image must be 10MB or less',
      imageDimensions: 'The image dimensions are too large',
      tooManyLines: 'Too many drum lines',
    },
    // The account calls' answers and refusals (services/accounts.ts).
    accountAnswers: {
      registered: 'Registration successful. Please check your email to verify your account before logging in.',
      verified: 'Email verified successfully. You can now log in.',
      badVerifyToken: 'Invalid or expired verification token',
      resent: 'If an unverified account exists for this email, a new verification link has been sent.',
      resetSent: 'If an account exists for this email, a password reset link has been sent.',
      badResetToken: 'This password reset link is invalid or has expired.',
      passwordReset: 'Password has been reset successfully. You can now log in.',
      invalidCredentials: 'Invalid credentials',
      notVerified: 'Please verify your email to continue. Check your inbox for the verification link.',
      deactivated: 'This account has been deactivated',
      wrongCurrentPassword: 'Current password is incorrect',
      passwordChanged: 'Your password has been changed successfully',
      loggedOut: 'Logged out',
    },
    // The account forms' rules (domain/validation/account.ts) answer with these.
    account: {
      passwordMismatch: 'Passwords do not match',
      orgNumberRequired: 'Please provide your organization number',
      orgNumberFormat: 'Organization number must be in format xxxxxx-xxxx (e.g., 123456-7890)',
      passwordTooShort: 'Password must be at least 6 characters',
      // PASSWORD_MAX_LENGTH (a test keeps the two alike).
      passwordTooLong: 'Password must be 1000 characters or less',
      currentPasswordRequired: 'Current password is required',
      confirmPasswordRequired: 'Please confirm your password',
      /** docs/specification.md's words for forgot password and resend verification. */
      emailRequired: 'Email required',
      /** Registration reads like its other required fields ('Name is required'). */
      registrationEmailRequired: 'Email is required',
      nameRequired: 'Name is required',
      phoneRequired: 'Phone number is required',
      companyRequired: 'Company name is required',
      passwordRequired: 'Password is required',
      loginRequired: 'Email and password are required',
      invalidEmail: 'Please enter a valid email address',
      tokenRequired: 'No verification token provided',
      resetTokenRequired: 'No reset token provided',
      nameTooLong: 'Name must be 200 characters or less',
      companyNameTooLong: 'Company name must be 200 characters or less',
      phoneTooLong: 'Phone number is too long',
      divisionTooLong: 'Division is too long',
    },
    // domain/errors.ts's answers when a refusal names nothing more.
    general: {
      notFound: 'Not found',
      invalidInput: 'Invalid input',
      notAuthenticated: 'Not authenticated',
    },
    // The limits of services/auth/throttle.ts, services/documents/ and services/uploads/uploadRate.ts.
    rates: {
      loginAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
      passwordAttempts: 'Too many wrong passwords. Please try again in 15 minutes.',
      requests: 'Too many requests. Please try again in 15 minutes.',
      documentsBusy: 'Too many documents are being made; please try again in a moment.',
      documents: 'Too many downloads: you can download {perMinute} documents per minute. Please try again in a minute.',
      images: 'Too many images: you can upload {perMinute} images per minute. Please try again in a minute.',
    },
    // services/notifications.ts and services/mail/outbox.ts.
    notifications: {
      notFound: 'Notification not found',
    },
    mailOutbox: {
      notFound: 'Mail not found',
    },
    // domain/users.ts's USER_RULE_MESSAGES.
    userRules: {
      notYourself: 'You cannot do this to your own account',
    },
    // domain/listPages.ts's LIST_PAGE_MESSAGES (the limit is REST_LIST_LIMIT; a test keeps the two alike).
    listPages: {
      limit: 'limit must be a whole number from 1 to 2000',
      after: 'after must be a cursor this list handed out (endCursor, or in REST the Link header of the page before)',
    },
    // domain/apiTokens.ts's API_TOKEN_MESSAGES.
    apiTokens: {
      invalid: 'Invalid or expired API token',
      nameRequired: 'Name is required',
      scopesRequired: 'Choose at least one scope: READ or WRITE',
      expiryInPast: 'Expiry must be in the future',
      notFound: 'API token not found',
      readOnly: 'This API token may only read',
      personOnly: 'Only a person signed in may do this, not an API token',
      tooMany: 'Too many requests for this API token. Please try again in a minute.',
    },
    // domain/pickupAccess.ts's ACCESS_MESSAGES.
    access: {
      notFound: 'Pickup request not found',
      notAllowed: 'You may not change this pickup request',
      onlyDrafts: 'Only draft pickup requests can be edited',
      notEditable: 'Collected or cancelled pickup requests cannot be edited',
      notDeletable: 'This pickup request can no longer be deleted',
      notDraft: 'Only draft pickup requests can be submitted',
    },
    // domain/validation/text.ts's TEXT_MESSAGES.
    text: {
      forbiddenCharacter: 'Contains a character that is not allowed',
      tooLong: 'Must be {max} characters or less',
    },
    // domain/i18n/locales.ts's LOCALE_MESSAGES (the languages listed as LOCALES has them).
    locale: {
      unknown: 'Locale must be one of: en, sv',
    },
    // domain/validation/message.ts's MESSAGE_MESSAGES (tooLong: MAX_MESSAGE_LENGTH, a test keeps the two alike).
    message: {
      empty: 'Please enter a message or attach a photo',
      tooManyFiles: 'Too many files',
      tooManyPhotos: 'You can attach a maximum of 3 photos',
      tooLong: 'Messages must be 2000 characters or less',
      closed: 'This request takes no more messages: collected and cancelled are terminal for messaging',
      sent: 'Message sent',
      sendFailed: 'Failed to send message',
    },
    // domain/validation/masterData.ts's ADMIN_MESSAGES (the zone's ZONE_MIN_POINTS and ZONE_MAX_POINTS:
    // a test keeps them alike).
    admin: {
      zoneNumber: 'Zone number must be a positive integer',
      nameRequired: 'Name is required',
      zoneTooFewPoints: 'At least 4 points required for a zone',
      zoneTooManyPoints: 'Maximum 20 points allowed for a zone',
      depotLatitude: 'Depot latitude must be between -90 and 90',
      depotLongitude: 'Depot longitude must be between -180 and 180',
      invalidPoint: 'Each point needs a latitude between -90 and 90 and a longitude between -180 and 180',
      companyNameRequired: 'Company name is required',
      orgNumberRequired: 'Organization number is required',
      orgNumberFormat: 'Organization number must be in format xxxxxx-xxxx',
      invalidEmail: 'Please enter a valid email address',
      validEmailRequired: 'Valid email is required',
      contactNameRequired: 'Contact name is required',
      thresholdPositive: 'Minimum pickup threshold must be a positive integer',
      zoneRequired: 'Zone is required',
      duplicateZone: 'Each zone can be listed once',
      passwordTooShort: 'Password must be at least 6 characters',
      roleInvalid: 'Role must be returner, transporter or admin',
      returnerCompanyId: 'Returner company must be a positive integer',
      transportCompanyRequired: 'A transporter needs a transport company',
      typeNameRequired: 'Type name is required',
      specNameRequired: 'Name/stamp is required',
      drumTypeRequired: 'Drum type is required',
      availableFor: 'Available for must be returner or admin',
      numberTooLarge: 'Must be at most 1,000,000,000',
    },
    // domain/validation/masterData.ts's SPEC_NUMBER_MESSAGES.
    specNumbers: {
      weight: 'Weight must be positive',
      flangeDiameter: 'Flange diameter must be positive',
      widthBetweenFlanges: 'Width between flanges must be positive',
      transportVolume: 'Transport volume must be positive',
      buybackPrice: 'Buyback price must be positive',
      buybackPrice80: 'Buyback price 80% must be positive',
      scrapHandlingFee: 'Scrap handling fee must be positive',
    },
    // domain/zones.ts's ZONE_CROSSES_ITSELF.
    zoneRules: {
      crossesItself: 'The zone boundary must not cross itself',
    },
    // domain/validation/days.ts's DAY_MESSAGE.
    days: {
      day: 'Date must be a day as YYYY-MM-DD',
    },
    // domain/pickupListFilter.ts's PICKUP_LIST_MESSAGES (its limits and lists: a test keeps them alike).
    pickupList: {
      search: 'Search must be 200 characters or less',
      status:
        'Status must be one of: draft, pending_confirmation, reported, ready_for_pickup, awaiting_pickup, awaiting_assignment, assigned, pickup_scheduled, acknowledged, collected, cancelled',
      section: 'section must be one of: new, scheduled, completed',
      order:
        'orderBy must be one of: CREATED_AT_DESC, CREATED_AT_ASC, UPDATED_AT_DESC, UPDATED_AT_ASC, REFERENCE_DESC, REFERENCE_ASC, ADDRESS_ASC, ADDRESS_DESC, PICKUP_DATE_ASC',
      id: 'Must be the id of an existing record',
      range: 'createdFrom must not be after createdTo',
    },
    // domain/buyback.ts's BUYBACK_MESSAGES (its limits: a test keeps them alike).
    buyback: {
      countInteger: 'Counts must be whole numbers from 0 to 10,000',
      missingMismatch: 'Missing drums are the declared drums not found',
      lineNotOnRequest: 'Drum line not found on this pickup request',
      lineTwice: 'Each drum line may be counted once',
      collectorNameTooLong: 'Collector name may be at most 254 characters',
      statementNotFound: 'Statement not found',
      approveEmpty: 'An empty statement cannot be approved',
      approveTwice: 'This statement is already approved',
      payUnapproved: 'Only an approved statement can be marked paid',
      paymentReferenceRequired: 'Payment reference is required',
      paymentReferenceTooLong: 'Payment reference may be at most 254 characters',
      monthInvalid: 'Month must be YYYY-MM',
      tooManyPhotos: 'At most 6 photos of damage',
      collectionNotFound: 'This pickup request has no proof of collection',
      noExtrasToReview: 'This collection has no drums beyond the declared quantity waiting for review',
      extrasWait: 'Drums beyond the declared quantity wait for review on {references}',
      monthsOutOfOrder: 'The last month cannot be before the first',
      // MAX_REPORT_MONTHS.
      reportTooLong: 'A report covers at most {max} months',
    },
    // domain/listSearch.ts's LIST_SEARCH_MESSAGES.
    listSearch: {
      search: 'Search must be 200 characters or less',
    },
    // domain/userListFilter.ts's USER_LIST_MESSAGES.
    userList: {
      search: 'Search must be 200 characters or less',
      role: 'Role must be one of: admin, transporter, returner',
    },
    // domain/transitions.ts's TRANSITION_MESSAGES.
    transitions: {
      roleMayNot: 'You may not do this with a pickup request',
      wrongState: 'This action is not possible in the request’s current status',
      pastDate: 'The pickup date cannot be in the past',
      noRollbackTarget: 'This request cannot be rolled back to that status',
      rollbackNeedsDate: 'Only a request with a pickup date can be rolled back to Pickup Scheduled',
    },
    // domain/webhooks.ts's WEBHOOK_MESSAGES.
    webhooks: {
      urlInvalid: 'Enter a valid URL',
      urlHttps: 'The URL must start with https://',
      urlPrivate: 'The URL must point at a public address, not a loopback or private one',
      urlTooLong: 'The URL may be at most 2000 characters',
      eventsRequired: 'Choose at least one event',
      notFound: 'Webhook endpoint not found',
      // Why a delivery failed, kept on it and shown in the endpoint's log (a receiver's own answer,
      // "HTTP 500 ...", and a network's error, "connect ECONNREFUSED ...", stay as they came).
      deliveryPrivate: 'Refused: a non-public address',
      deliveryPrivateHost: 'Refused: {host} resolves to a non-public address',
      deliveryTimeout: 'No answer within {seconds} s',
    },
    // services/masterData/companies.ts's RETURNER_COMPANY_MESSAGES and TRANSPORT_COMPANY_MESSAGES.
    returnerCompanies: {
      notFound: 'Returner company not found',
    },
    transportCompanies: {
      notFound: 'Transport company not found',
      contactNotFound: 'Contact not found',
      zoneNotFound: 'Zone not found',
    },
    // services/masterData/drumCatalogue.ts's DRUM_MESSAGES.
    trackedDrums: trackedDrumErrors,
    drumAdmin: drumAdminErrors,
    // domain/idempotency.ts's IDEMPOTENCY_MESSAGES.
    idempotency: {
      keyInvalid: 'Idempotency-Key must be 1-128 visible ASCII characters',
      clientRequestIdInvalid: 'clientRequestId must be 1-128 visible ASCII characters',
      reused: 'This key was already used for a request with other fields or files',
    },
    // domain/clientTime.ts: the time a phone says a write was made.
    clientTime: {
      ahead: 'The time is ahead of the server’s clock',
      tooOld: 'The time is more than 30 days ago',
    },
    drums: {
      typeNotFound: 'Drum type not found',
      specNotFound: 'Drum specification not found',
      typeNameTaken: 'A drum type with this name already exists',
      typeInUse: 'Cannot delete a drum type that is used by drum specifications',
      specInUse: 'Cannot delete a drum specification that is used by pickup requests',
    },
    // services/masterData/zones.ts's ZONE_MESSAGES.
    zones: {
      notFound: 'Zone not found',
      hasPendingPickups: 'Cannot delete a zone with pending pickups',
    },
    // services/users.ts's USER_MESSAGES and APPROVAL_MESSAGES.
    users: {
      notFound: 'User not found',
      emailTaken: 'An account with this email already exists',
      returnerCompanyNotFound: 'Returner company not found',
      transportCompanyNotFound: 'Transport company not found',
      notPending: 'Only pending users can be rejected',
    },
    approval: {
      oneChoice: 'Choose a returner company or create one, not both',
      onlyReturners: 'Only returners belong to a returner company',
      noRegistrationCompany: 'The registration gives no company name and organization number to create a company from',
    },
    // services/pickupBulk.ts's BULK_MESSAGES (MAX_BULK_ITEMS: a test keeps the two alike).
    bulk: {
      notApplied: 'Not applied: other requests of the batch were refused',
      tooMany: 'At most 100 requests at once',
      none: 'Choose at least one request',
    },
    // services/pickupRequests.ts's PICKUP_RESULT_MESSAGES (its notFound is access.notFound).
    pickupResults: {
      imageNotFound: 'Image not found',
      changedMeanwhile: 'The pickup request was changed meanwhile; reload it and try again',
    },
    // services/pickupTransitions.ts's SCHEDULE_MESSAGES.
    schedule: {
      contactOfOtherCompany: 'The contact person must belong to the chosen transport company',
      contactWithoutCompany: 'Choose a transport company for the contact person',
      transportCompanyNotFound: 'Transport company not found',
      contactNotFound: 'Contact person not found',
      onlyOwnCompany: 'A transporter can only schedule pickups for its own company',
      dateRequired: 'Pickup date is required',
    },
    // services/excel/guard.ts's EXCEL_MESSAGES (EXCEL_LIMITS: a test keeps them alike).
    excel: {
      tooLarge: 'The file is too large (the limit is 5 MB)',
      notXlsx: 'The file must be an Excel workbook (.xlsx)',
      bomb: 'The workbook unpacks to too much data',
      noFile: 'Choose an .xlsx file to import',
      tooManyRows: 'The workbook has too many rows (the limit is 20000)',
      noSheet: 'The workbook has no worksheet',
      // services/excel/transfer.ts: an import's refusals. The sheet's name and its columns are the
      // importer's language's (documents.sheets.), as an export in that language heads them.
      unknownColumns:
        '{count, plural, one {Unknown column} other {Unknown columns}} {names}{more, plural, =0 {} other {, # more}}: the {sheet} sheet has the columns {columns}',
      row: 'Row {row}: {message}',
      idInvalid: 'id must be a positive whole number or empty',
      recordTwice: 'This record appears twice in the sheet',
    },
    // services/adminPickupRequests.ts's ADMIN_PICKUP_MESSAGES.
    adminPickups: {
      userNotInCompany: 'The user must belong to the chosen returner company',
      userNotReturner: 'Choose a returner',
      transportCompanyOnlyWhenScheduled: 'The transport company can only be changed while the pickup is scheduled',
    },
    // schema/calendarFeeds.ts's CALENDAR_FEED_MESSAGES.
    calendarFeeds: {
      notFound: 'Company not found',
    },
    // schema/integrationOwners.ts's INTEGRATION_MESSAGES.
    integrations: {
      companyNotFound: 'Company not found',
      oneCompany: 'Give a returner company or a transport company, not both',
    },
    // schema/routes.ts's ROUTE_MESSAGES.
    routes: {
      notFound: 'Route not found',
      nothingWaiting: 'No stop of this route is waiting any more',
    },
    // server/rest/routes/pickups.ts's PICKUP_REST_MESSAGES.
    pickupRest: {
      deleted: 'Pickup request deleted',
      imageDeleted: 'Image deleted',
      notMultipart: 'Expected a multipart/form-data body',
      tooLarge: 'The upload is too large',
    },
    // server/rest/routes/messages.ts's MESSAGE_REST_MESSAGES.
    messageRest: {
      markedRead: 'Messages marked as read',
    },
    // server/rest/routes/zones.ts's ZONE_REST_MESSAGES (its definition message shows braces, which
    // ICU would read as an argument, so stays there).
    zoneRest: {
      once: 'Give the zone boundary once, as zoneDefinition',
    },
    // server/trustedDocuments.ts's TRUSTED_DOCUMENT_MESSAGES.
    trustedDocuments: {
      onlyTrusted: 'Only the app’s own operations may be sent with a session; integrations use an API token',
      unknown: 'Unknown document id',
    },
  },
  mail,
  notice,
  documents,
  setupWarnings,
} as const;

/** A catalogue: the English one's keys, each with a message in the catalogue's language. */
export type Catalogue = Messages<typeof en>;
type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
