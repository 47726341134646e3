import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePaginationFragment, useSubscription } from 'react-relay/hooks';
import { ShowMore } from '../../components/ShowMore';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { StatementCard } from '../../buyback/StatementCard';
import { Card } from '../../components/Card';
import { Page, PageHeader } from '../../components/PageHeader';
import type { CreditsRouteQuery } from './__generated__/CreditsRouteQuery.graphql';
import type { CreditsRoute_statements$key } from './__generated__/CreditsRoute_statements.graphql';
import type { CreditsRouteStatementsQuery } from './__generated__/CreditsRouteStatementsQuery.graphql';
import type { CreditsRouteSubscription } from './__generated__/CreditsRouteSubscription.graphql';

/**
 * The statements again whenever one of the company's requests changes (a pickup collected, or a
 * collection rolled back): the credit shows on the page as the driver confirms, without a reload.
 * The statements stay on screen while they are fetched (store-and-network).
 */
function useStatementsRefresh(): number {
  const [fetchKey, setFetchKey] = useState(0);
  const config = useMemo<GraphQLSubscriptionConfig<CreditsRouteSubscription>>(
    () => ({
      subscription: graphql`
        subscription CreditsRouteSubscription {
          pickupRequestChanged {
            pickupRequestId
          }
        }
      `,
      variables: {},
      onNext: () => setFetchKey((key) => key + 1),
    }),
    [],
  );
  useSubscription<CreditsRouteSubscription>(config);
  return fetchKey;
}

/**
 * The returner company's buyback statements, newest month first: what its collected
 * drums earned, by condition, with each statement's PDF and workbook; live.
 */
export function Component() {
  const fetchKey = useStatementsRefresh();
  const { t } = useTranslation();
  const root = useLazyLoadQuery<CreditsRouteQuery>(
    graphql`
      query CreditsRouteQuery {
        ...CreditsRoute_statements
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // A year of months a page; older ones follow on request.
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    CreditsRouteStatementsQuery,
    CreditsRoute_statements$key
  >(
    graphql`
      fragment CreditsRoute_statements on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" })
      @refetchable(queryName: "CreditsRouteStatementsQuery") {
        buybackStatements(first: $count, after: $cursor) @connection(key: "CreditsRoute_buybackStatements") {
          edges {
            node {
              id
              ...StatementCard_statement
            }
          }
        }
      }
    `,
    root,
  );
  const { buybackStatements } = data;
  return (
    <Page>
      <PageHeader title={t('buyback.credits.title')} subtitle={t('buyback.credits.subtitle')} />
      {buybackStatements.edges.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('buyback.credits.empty')}</p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={t('buyback.credits.statements')}>
          {buybackStatements.edges.map(({ node }) => (
            <li key={node.id}>
              <StatementCard statement={node} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onMore={() => loadNext(12)}
        label={t('buyback.credits.showOlder')}
      />
    </Page>
  );
}
