import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page } from '../../components/PageHeader';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Card className="text-center">
        <p className="text-5xl font-bold text-brand-700 dark:text-brand-500">404</p>
        <h1 className="mt-2 text-xl font-bold">{t('shell.notFound.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('shell.notFound.text')}</p>
        <ButtonLink to="/" className="mt-4">
          {t('shell.notFound.home')}
        </ButtonLink>
      </Card>
    </Page>
  );
}
