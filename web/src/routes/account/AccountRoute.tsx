import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { ButtonLink, Button } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { KeyIcon, LogoutIcon } from '../../components/icons';
import { Page, PageHeader } from '../../components/PageHeader';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { useSignOut } from '../../viewer/useSignOut';
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
  const [signOut, signingOut] = useSignOut();
  return (
    <Page>
      <PageHeader title="My Account" />
      <div className="space-y-4">
        {data.me ? <AccountInformationCard user={data.me} /> : null}
        <LanguageCard account />
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>Change Password</CardTitle>
              <CardDescription>Update the password you log in with.</CardDescription>
            </div>
            <ButtonLink to="/change-password" variant="secondary">
              <KeyIcon className="size-4" />
              Change Password
            </ButtonLink>
          </div>
        </Card>
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>Log Out</CardTitle>
              <CardDescription>Sign out of Drum Returns on this device.</CardDescription>
            </div>
            <Button variant="danger" onClick={signOut} disabled={signingOut}>
              <LogoutIcon className="size-4" />
              Log Out
            </Button>
          </div>
        </Card>
      </div>
    </Page>
  );
}
