import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { Page } from '../../components/PageHeader';
import { SupportContact } from '../../support/SupportContact';

/**
 * docs/specification.md section 2: the page's word is 'Help'. Under it, the support contact the More card
 * promises, and where the common answers are.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1 className="text-2xl font-bold">{t('account.help.title')}</h1>
      <Card className="mt-4">
        <CardTitle>{t('account.help.contactTitle')}</CardTitle>
        <CardDescription>{t('account.help.contactDescription')}</CardDescription>
        <div className="mt-3">
          <SupportContact />
        </div>
      </Card>
      <Card className="mt-4">
        <CardTitle>{t('account.help.questionsTitle')}</CardTitle>
        <dl className="mt-3 space-y-3 text-sm">
          <div>
            <dt className="font-semibold">{t('account.help.draftQuestion')}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{t('account.help.draftAnswer')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('account.help.whenQuestion')}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{t('account.help.whenAnswer')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('account.help.prepareQuestion')}</dt>
            <dd className="text-slate-700 dark:text-slate-300">
              {t('account.help.prepareAnswerBefore')}{' '}
              <Link
                to="/returner-guide"
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500"
              >
                {t('account.help.prepareAnswerLink')}
              </Link>{' '}
              {t('account.help.prepareAnswerAfter')}
            </dd>
          </div>
        </dl>
      </Card>
    </Page>
  );
}
