import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { TextLink } from '../../components/Button';
import { AuthLayout } from '../../layout/AuthLayout';
import { homeAfterLogin } from '../../viewer/roles';
import { useViewer } from '../../viewer/ViewerProvider';
import { LoginForm } from './LoginForm';

export function Component() {
  const viewer = useViewer();
  const { t } = useTranslation();
  // Only who was signed in on arrival is sent on; a fresh login navigates itself after 100 ms.
  const [signedInOnArrival] = useState(viewer);
  if (signedInOnArrival) return <Navigate to={homeAfterLogin(signedInOnArrival)} replace />;
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        links={
          <>
            <TextLink to="/forgot-password">{t('login.forgotPassword')}</TextLink>
            <p className="text-slate-600 dark:text-slate-400">
              {t('login.noAccount')} <TextLink to="/register">{t('login.register')}</TextLink>
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {t('login.transportCompany')} <TextLink to="/partner-info">{t('login.partnerInformation')}</TextLink>
            </p>
          </>
        }
      />
    </AuthLayout>
  );
}
