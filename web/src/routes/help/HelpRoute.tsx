import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { Page } from '../../components/PageHeader';
import type { HelpRouteQuery } from './__generated__/HelpRouteQuery.graphql';

/**
 * spec.md section 2: the page's word is 'Help'. Under it, the support contact the More card
 * promises, from SUPPORT_EMAIL and SUPPORT_PHONE; without them, who to ask instead.
 */
export function Component() {
  const { config } = useLazyLoadQuery<HelpRouteQuery>(
    graphql`
      query HelpRouteQuery {
        config {
          supportEmail
          supportPhone
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { supportEmail, supportPhone } = config;
  return (
    <Page>
      <h1 className="text-2xl font-bold">Help</h1>
      <Card className="mt-4">
        <CardTitle>Contact support</CardTitle>
        {supportEmail || supportPhone ? (
          <>
            <CardDescription>Questions about a pickup, your account or the app: we are glad to help.</CardDescription>
            <ul className="mt-3 space-y-1">
              {supportEmail ? (
                <li>
                  Email:{' '}
                  <a className={contactLink} href={`mailto:${supportEmail}`}>
                    {supportEmail}
                  </a>
                </li>
              ) : null}
              {supportPhone ? (
                <li>
                  Phone:{' '}
                  <a className={contactLink} href={`tel:${supportPhone.replace(/[^0-9+]/g, '')}`}>
                    {supportPhone}
                  </a>
                </li>
              ) : null}
            </ul>
          </>
        ) : (
          <CardDescription>Ask the administrator of Drum Returns who set up your account.</CardDescription>
        )}
      </Card>
    </Page>
  );
}

const contactLink =
  'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500';
