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
import { operations } from './operations';
import { admin } from './admin';
import { masterData } from './masterData';
import { mail } from './mail';
import { notice } from './notice';
import { documents } from './documents';
import { setupWarnings } from './setupWarnings';
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
  language: {
    label: 'Language',
    description: 'The language of the app, its mails and its documents',
    visitorDescription: 'The language of the app on this device',
    saved: 'Language saved',
    saveFailed: 'Failed to save the language',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    myReturns: 'My Returns',
    myAccount: 'My Account',
    logIn: 'Log In',
    completed: 'Completed',
    more: 'More',
  },
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
  login: {
    title: 'Log In',
    subtitle: 'Sign in to book and follow your drum returns',
    password: 'Password',
    submit: 'Log In',
    submitting: 'Logging in...',
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account?",
    register: 'Register',
    transportCompany: 'Transport company?',
    partnerInformation: 'Partner information',
    failed: 'Login failed',
    invalidCredentials: 'Invalid credentials',
    notVerified: 'Email not verified',
    notVerifiedDescription: 'Please verify your email to continue. Check your inbox for the verification link.',
    checkInbox: 'Check your inbox for the verification link.',
    resend: 'Resend verification email',
    resending: 'Sending...',
    resent: 'Verification email sent',
    resendFailed: 'Failed to resend verification email',
    error: 'Error',
  },
  fields: {
    email: 'Email',
  },
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
      imageType: 'Only PNG, JPG and GIF images are allowed',
      imageTooLarge: 'Each image must be 10MB or less',
      imageDimensions: 'The image dimensions are too large',
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
