import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { StatementCard } from '../../buyback/StatementCard';
import { Card } from '../../components/Card';
import { Page, PageHeader } from '../../components/PageHeader';
import type { CreditsRouteQuery } from './__generated__/CreditsRouteQuery.graphql';

/**
 * The returner company's buyback statements, newest month first (issue 37): what its collected
 * drums earned, by condition, with each statement's PDF and workbook.
 */
export function Component() {
  const { buybackStatements } = useLazyLoadQuery<CreditsRouteQuery>(
    graphql`
      query CreditsRouteQuery {
        buybackStatements(first: 36) {
          edges {
            node {
              id
              ...StatementCard_statement
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <Page>
      <PageHeader
        title="Credits"
        subtitle="What your collected drums earned: one statement per month, paid once approved."
      />
      {buybackStatements.edges.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No credits yet. A statement starts with your first collected pickup.
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Statements">
          {buybackStatements.edges.map(({ node }) => (
            <li key={node.id}>
              <StatementCard statement={node} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
