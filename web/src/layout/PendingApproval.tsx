import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { useSignOutAskingFirst } from '../outbox/signOut';
import { Page } from '../components/PageHeader';

/**
 * docs/specification.md section 2: unapproved returners and transporters see this and nothing else. It says
 * what happens next and lets them leave (another account on a shared phone, say).
 */
export function PendingApproval() {
  const [signOut, signingOut, logoutQuestion] = useSignOutAskingFirst();
  const { t } = useTranslation();
  return (
    <Page narrow>
      <Card className="text-center">
        <h1 className="text-xl font-bold">{t('shell.pending.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('shell.pending.wait')}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('shell.pending.explanation')}</p>
        <Button variant="secondary" className="mt-4" disabled={signingOut} onClick={() => void signOut()}>
          {t('shell.pending.logOut')}
        </Button>
        {logoutQuestion}
      </Card>
    </Page>
  );
}
