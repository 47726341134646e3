import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { ButtonLink, Button } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { KeyIcon, LogoutIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { useSignOutAskingFirst } from '../../outbox/signOut';
import type { AccountRouteQuery } from './__generated__/AccountRouteQuery.graphql';
import { AccountInformationCard } from './AccountInformationCard';
import { LanguageCard } from '../../settings/LanguageCard';

const query = graphql`
  query AccountRouteQuery {
    me {
      ...AccountInformationCard_user
    }
  }
`;

export const loader = routeQueryLoader<AccountRouteQuery>(query);

export function Component() {
  const data = usePreloadedQuery<AccountRouteQuery>(query, useRouteQuery<AccountRouteQuery>());
  const [signOut, signingOut, logoutQuestion] = useSignOutAskingFirst();
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('account.myAccount.title')} />
      <div className="space-y-4">
        {data.me ? <AccountInformationCard user={data.me} /> : null}
        <LanguageCard account />
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>{t('account.myAccount.changePassword')}</CardTitle>
              <CardDescription>{t('account.myAccount.changePasswordDescription')}</CardDescription>
            </div>
            <ButtonLink to="/change-password" variant="secondary">
              <KeyIcon className="size-4" />
              {t('account.myAccount.changePassword')}
            </ButtonLink>
          </div>
        </Card>
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>{t('account.myAccount.logOut')}</CardTitle>
              <CardDescription>{t('account.myAccount.logOutDescription')}</CardDescription>
            </div>
            <Button variant="danger" onClick={signOut} disabled={signingOut}>
              <LogoutIcon className="size-4" />
              {t('account.myAccount.logOut')}
            </Button>
            {logoutQuestion}
          </div>
        </Card>
      </div>
    </Page>
  );
}
