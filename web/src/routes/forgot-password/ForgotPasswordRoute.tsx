import { ForgotPasswordScreen } from './ForgotPasswordForm';

export function Component() {
  return <ForgotPasswordScreen backTo="/login" backLabel="Back to Login" />;
}
