import { Description, Field, Label, Switch } from '@headlessui/react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { BookIcon, CheckCircleIcon, ChevronRightIcon, CodeIcon, HelpIcon, MoonIcon } from '../../components/icons';
import { useViewer } from '../../viewer/ViewerProvider';
import { Page, PageHeader } from '../../components/PageHeader';
import { useTheme } from '../../theme';
import { CalendarFeedCard } from './CalendarFeedCard';
import { useTranslation } from 'react-i18next';
import { LanguageCard } from '../../settings/LanguageCard';

export function Component() {
  const [theme, setTheme] = useTheme();
  const viewer = useViewer();
  const { t } = useTranslation();
  const dark = theme === 'dark';
  return (
    <Page>
      <PageHeader title={t('more.title')} />
      <div className="space-y-4">
        <Card>
          <Field className="flex items-center justify-between gap-4">
            <div className="flex items-center gap-3">
              <MoonIcon className="size-6 text-brand-700 dark:text-brand-500" />
              <div>
                <Label as="h2" className="text-lg font-semibold">
                  {t('more.darkMode')}
                </Label>
                <Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t(dark ? 'more.darkOn' : 'more.lightOn')}
                </Description>
              </div>
            </div>
            <Switch
              checked={dark}
              onChange={(on: boolean) => setTheme(on ? 'dark' : 'light')}
              // A 44 px target around the 48x28 track.
              className="group inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="inline-flex h-7 w-12 items-center rounded-full bg-slate-300 transition-colors group-data-checked:bg-brand-700 dark:bg-slate-600 dark:group-data-checked:bg-brand-600">
                <span className="inline-block size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
              </span>
            </Switch>
          </Field>
        </Card>
        {/* A signed-in person chooses in My Account, where the choice is saved on the account. */}
        {viewer ? null : <LanguageCard account={false} />}
        {viewer?.role === 'returner' ? (
          <LinkCard
            to="/credits"
            title={t('more.credits')}
            description={t('more.creditsDescription')}
            Icon={CheckCircleIcon}
          />
        ) : null}
        <LinkCard
          to="/returner-guide"
          title={t('more.guide')}
          description={t('more.guideDescription')}
          Icon={BookIcon}
        />
        <LinkCard to="/help" title={t('more.help')} description={t('more.helpDescription')} Icon={HelpIcon} />
        <LinkCard
          to="/developers"
          title={t('more.developers')}
          description={t('more.developersDescription')}
          Icon={CodeIcon}
        />
        <CalendarFeedCard />
      </div>
    </Page>
  );
}

function LinkCard({
  to,
  title,
  description,
  Icon,
}: {
  to: string;
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <Icon className="size-6 shrink-0 text-brand-700 dark:text-brand-500" />
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold">{title}</span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{description}</span>
      </span>
      <ChevronRightIcon className="size-5 text-slate-400" />
    </Link>
  );
}
