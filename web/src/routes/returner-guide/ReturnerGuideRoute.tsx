import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../components/Card';
import { Page, PageHeader } from '../../components/PageHeader';
import { SupportContact } from '../../support/SupportContact';

/**
 * docs/specification.md section 2 makes it a one-word placeholder; the product makes it the guide a site worker
 * reads before booking: how to prepare the drums, which photos help, what the driver needs on
 * site, and what happens after sending.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('account.guide.title')} subtitle={t('account.guide.subtitle')} />
      <div className="space-y-4">
        <GuideCard title={t('account.guide.prepareTitle')}>
          <li>{t('account.guide.prepareEmpty')}</li>
          <li>{t('account.guide.prepareStand')}</li>
          <li>{t('account.guide.prepareParts')}</li>
          <li>{t('account.guide.prepareNote')}</li>
        </GuideCard>
        <GuideCard title={t('account.guide.photosTitle')}>
          <li>{t('account.guide.photosAll')}</li>
          <li>{t('account.guide.photosWay')}</li>
          <li>{t('account.guide.photosDamage')}</li>
          <li>{t('account.guide.photosLimits')}</li>
        </GuideCard>
        <GuideCard title={t('account.guide.siteTitle')}>
          <li>{t('account.guide.siteAddress')}</li>
          <li>{t('account.guide.siteLoading')}</li>
          <li>{t('account.guide.siteAccess')}</li>
        </GuideCard>
        <GuideCard title={t('account.guide.sendTitle')}>
          <li>
            {t('account.guide.sendDraftBefore')}{' '}
            <Link to="/returns" className={link}>
              {t('account.guide.sendDraftLink')}
            </Link>
            {t('account.guide.sendDraftAfter')}
          </li>
          <li>{t('account.guide.sendDate')}</li>
          <li>{t('account.guide.sendTold')}</li>
          <li>{t('account.guide.sendCompleted')}</li>
        </GuideCard>
        <Card>
          <CardTitle>{t('account.guide.questions')}</CardTitle>
          <div className="mt-3">
            <SupportContact />
          </div>
        </Card>
      </div>
    </Page>
  );
}

function GuideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">{children}</ul>
    </Card>
  );
}

const link =
  'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500';
