import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { errorMessage } from '../relay/errors';
import { Page } from '../components/PageHeader';

/** A route's error boundary: the page failed, the app and its navigation did not. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error, t('shell.errors.occurred'));
  return (
    <Page narrow>
      <Card role="alert" className="text-center">
        <h1 className="text-xl font-bold">{t('shell.routeError.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
        <Button className="mt-4" onClick={() => navigate(0)}>
          {t('shell.routeError.retry')}
        </Button>
      </Card>
    </Page>
  );
}
