import { useState } from 'react';
import { Navigate } from 'react-router';
import { TextLink } from '../../components/Button';
import { AuthLayout } from '../../layout/AuthLayout';
import { homeAfterLogin } from '../../viewer/roles';
import { useViewer } from '../../viewer/ViewerProvider';
import { LoginForm } from './LoginForm';

export function Component() {
  const viewer = useViewer();
  // Only who was signed in on arrival is sent on; a fresh login navigates itself after 100 ms.
  const [signedInOnArrival] = useState(viewer);
  if (signedInOnArrival) return <Navigate to={homeAfterLogin(signedInOnArrival)} replace />;
  return (
    <AuthLayout title="Log In" subtitle="Sign in to book and follow your drum returns">
      <LoginForm
        links={
          <>
            <TextLink to="/forgot-password">Forgot password?</TextLink>
            <p className="text-slate-600 dark:text-slate-400">
              Don&apos;t have an account? <TextLink to="/register">Register</TextLink>
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              Transport company? <TextLink to="/partner-info">Partner information</TextLink>
            </p>
          </>
        }
      />
    </AuthLayout>
  );
}
