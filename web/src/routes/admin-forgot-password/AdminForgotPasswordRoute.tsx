import { ForgotPasswordScreen } from '../forgot-password/ForgotPasswordForm';

/** spec.md section 2: the admin reset request, with a Back to login link to /admin. */
export function Component() {
  return <ForgotPasswordScreen backTo="/admin" backLabel="Back to login" />;
}
