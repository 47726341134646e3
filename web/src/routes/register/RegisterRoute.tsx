import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, RegistrationSchema } from '../../../../domain/validation/account';
import { orgNumberAsTyped, validate } from '../../../../domain/validation/common';
import { Button, TextLink } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { Field } from '../../components/Field';
import { PasswordField } from '../../components/PasswordField';
import { useFormFields } from '../../components/useFormFields';
import { AuthLayout } from '../../layout/AuthLayout';
import { useRegisterMutation } from '../../mutations/RegisterMutation';
import { errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';

const EMPTY = {
  name: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  companyOrgNumber: '',
  division: '',
};
type Values = typeof EMPTY;

// docs/specification.md section 5 pairs a toast title with each of these messages.
const TOAST_TITLES: Record<string, string> = {
  [MESSAGES.passwordMismatch]: 'Password mismatch',
  [MESSAGES.orgNumberRequired]: 'Organization number required',
  [MESSAGES.orgNumberFormat]: 'Invalid organization number format',
};

export function Component() {
  const { values, field, showIssues, clearIssues } = useFormFields<Values>(EMPTY);
  const [register, registering] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(RegistrationSchema, values);
    if (!checked.ok) {
      showIssues(checked.issues, form);
      const first = checked.issues[0].message;
      // One error per field: the message is beside its field; the toast names the problem.
      return toast({ title: TOAST_TITLES[first] ?? 'Registration failed', variant: 'destructive' });
    }
    clearIssues();
    try {
      const { register: result } = await register({ input: values });
      if (result.__typename === 'ValidationError') {
        showIssues(result.issues, form);
        toast({ title: 'Registration failed', description: result.message, variant: 'destructive' });
      } else if (result.__typename === 'MessagePayload') {
        toast({
          title: 'Registration successful',
          description: 'Please check your email to verify your account before logging in.',
        });
        navigate('/login');
      }
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'An error occurred'),
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthLayout title="Create Account" subtitle="Register your company to return empty cable drums">
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="Name" autoComplete="name" {...field('name')} />
        <EmailField {...field('email')} />
        <Field label="Phone Number" type="tel" autoComplete="tel" {...field('phoneNumber')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters"
          {...field('password')}
        />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
        <Field label="Company Name" autoComplete="organization" {...field('companyName')} />
        <Field
          label="Organization Number"
          placeholder="123456-7890"
          inputMode="numeric"
          hint="Format xxxxxx-xxxx"
          {...field('companyOrgNumber')}
          // Formatted as typed: '5566778899' becomes '556677-8899'.
          onChange={(event) =>
            field('companyOrgNumber').onChange({ target: { value: orgNumberAsTyped(event.target.value) } })
          }
        />
        <Field label="Division (optional)" {...field('division')} />
        <Button type="submit" className="w-full" disabled={registering}>
          {registering ? 'Creating Account...' : 'Create Account'}
        </Button>
        <p className="pt-2 text-center text-sm text-slate-600 dark:text-slate-400">
          Already have an account? <TextLink to="/login">Back to Login</TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
