import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, CardDescription, CardTitle } from '../../../components/Card';
import { SetupWarnings } from '../SetupWarnings';
import { UndeliveredMail } from '../UndeliveredMail';

const areas = (t: TFunction) =>
  [
    [t('masterData.dashboard.users'), t('masterData.dashboard.usersText')],
    [t('masterData.dashboard.returners'), t('masterData.dashboard.returnersText')],
    [t('masterData.dashboard.transporters'), t('masterData.dashboard.transportersText')],
    [t('masterData.dashboard.zones'), t('masterData.dashboard.zonesText')],
    [t('masterData.dashboard.drums'), t('masterData.dashboard.drumsText')],
  ] as const;

/** docs/specification.md section 2: the admin department's welcome card. */
export default function DashboardTab() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <SetupWarnings />
      <UndeliveredMail />
      <Card>
        <CardTitle>{t('masterData.dashboard.welcome')}</CardTitle>
        <CardDescription>{t('masterData.dashboard.intro')}</CardDescription>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {areas(t).map(([name, text]) => (
            <li key={name} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
