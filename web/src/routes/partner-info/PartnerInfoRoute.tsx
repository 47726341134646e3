import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TruckIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';
import { SupportContact } from '../../support/SupportContact';

/** docs/specification.md section 1: transport companies join by contacting the provider, not by registering. */
export function Component() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('account.partner.title')} subtitle={t('account.partner.subtitle')} />
      <Card className="space-y-4">
        <div className="flex items-start gap-3">
          <TruckIcon className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-500" />
          <p>{t('account.partner.intro')}</p>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('account.partner.howTitle')}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            <li>{t('account.partner.howZones')}</li>
            <li>{t('account.partner.howRoute')}</li>
            <li>{t('account.partner.howCollect')}</li>
          </ol>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('account.partner.contactTitle')}</h2>
          <div className="mt-2">
            <SupportContact />
          </div>
        </div>
        <div className="flex flex-col gap-2 pt-2 sm:flex-row">
          <Button variant="secondary" onClick={() => navigate('/login')}>
            {t('account.partner.backToLogin')}
          </Button>
          <Button onClick={() => navigate('/register')}>{t('account.partner.register')}</Button>
        </div>
      </Card>
    </Page>
  );
}
