import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { CalendarFeedLink } from '../../settings/CalendarFeedLink';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import type { CalendarFeedCardCompanyQuery } from './__generated__/CalendarFeedCardCompanyQuery.graphql';
import type { CalendarFeedCardQuery } from './__generated__/CalendarFeedCardQuery.graphql';
import { toGlobalId } from '../../relay/globalId';

/**
 * The private calendar (ICS) of the company's scheduled pickups, for a returner's or a
 * transporter's calendar app, with a way to replace a link that went too far.
 */
export function CalendarFeedCard() {
  return (
    <Suspense fallback={null}>
      <OwnCompanyFeed />
    </Suspense>
  );
}

function OwnCompanyFeed() {
  const { me } = useLazyLoadQuery<CalendarFeedCardQuery>(
    graphql`
      query CalendarFeedCardQuery {
        me {
          role
          returnerCompanyId
          transportCompanyId
        }
      }
    `,
    {},
  );
  // User gives its company's database id only; admins find each company's feed in the admin panel.
  const companyId =
    me?.role === 'returner' && me.returnerCompanyId
      ? toGlobalId('ReturnerCompany', me.returnerCompanyId)
      : me?.role === 'transporter' && me.transportCompanyId
        ? toGlobalId('TransportCompany', me.transportCompanyId)
        : null;
  return companyId ? <CompanyFeed companyId={companyId} /> : null;
}

function CompanyFeed({ companyId }: { companyId: string }) {
  const { node } = useLazyLoadQuery<CalendarFeedCardCompanyQuery>(
    graphql`
      query CalendarFeedCardCompanyQuery($id: ID!) {
        node(id: $id) {
          id
          ... on ReturnerCompany {
            calendarFeedUrl
          }
          ... on TransportCompany {
            calendarFeedUrl
          }
        }
      }
    `,
    { id: companyId },
  );
  const { t } = useTranslation();
  const url = node?.calendarFeedUrl;
  if (!url) return null;
  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardTitle id="calendar-feed-title">{t('more.calendarFeed.title')}</CardTitle>
      <CardDescription>{t('more.calendarFeed.description')}</CardDescription>
      <CalendarFeedLink companyId={companyId} url={url} />
    </Card>
  );
}
