// The sign-in page's words, in the web's first bundle with the shell's (web/src/i18n.ts).
export const login = {
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
} as const;

export const fields = {
  email: 'Email',
} as const;
