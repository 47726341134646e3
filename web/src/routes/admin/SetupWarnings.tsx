import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import type { SetupWarningsQuery } from './__generated__/SetupWarningsQuery.graphql';

/**
 * What in the master data blocks work: requests in no zone, zones without a boundary
 * or a transport company, companies without contacts, drum types without specifications; each
 * with the records it concerns and a link to the fix. Nothing when nothing blocks work.
 */
export function SetupWarnings() {
  const data = useLazyLoadQuery<SetupWarningsQuery>(
    graphql`
      query SetupWarningsQuery {
        setupWarnings {
          kind
          count
          message
          fixPath
          fixLabel
          items {
            databaseId
            name
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { t } = useTranslation();
  if (data.setupWarnings.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="setup-warnings-title">
        <CardTitle id="setup-warnings-title">{t('admin.setup.title')}</CardTitle>
        <CardDescription>{t('admin.setup.description')}</CardDescription>
        <ul className="mt-3 space-y-3">
          {data.setupWarnings.map((warning) => (
            <li
              key={warning.kind}
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950"
            >
              <p className="font-medium text-amber-950 dark:text-amber-100">{warning.message}</p>
              <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">
                {warning.items.map((item) => item.name).join(', ')}
                {warning.count > warning.items.length
                  ? ` ${t('admin.setup.andMore', { count: warning.count - warning.items.length })}`
                  : ''}
              </p>
              <Link
                to={warning.fixPath}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-amber-950 underline dark:text-amber-50"
              >
                {warning.fixLabel}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
