import { Suspense } from 'react';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { PageSpinner } from '../../components/Spinner';
import { Page, PageHeader } from '../../components/PageHeader';
import { ApiTokensCard } from './ApiTokensCard';
import { ExamplesCard } from './ExamplesCard';
import { WebhooksCard } from './WebhooksCard';

/**
 * How an integration (a dispatch system, an ERP) talks to Drum Returns: the
 * API reference, tokens to make and revoke, and examples that work as shown.
 */
export function Component() {
  return (
    <Page>
      <PageHeader title="Developers" subtitle="Connect your own systems to Drum Returns." />
      <div className="space-y-4">
        <Card aria-labelledby="api-reference-title">
          <CardTitle id="api-reference-title">API Reference</CardTitle>
          <CardDescription>
            Everything the app does is in the GraphQL API at <code>/graphql</code>; the documented REST calls under{' '}
            <code>/api</code> cover the common tasks. Live changes arrive over GraphQL subscriptions (graphql-ws), so an
            integration need not poll.
          </CardDescription>
          <ul className="mt-3 list-inside list-disc space-y-1 text-sm">
            <li>
              <a className="font-medium text-brand-700 underline dark:text-brand-500" href="/api/docs">
                REST API reference
              </a>{' '}
              (the{' '}
              <a className="font-medium text-brand-700 underline dark:text-brand-500" href="/api/openapi.json">
                OpenAPI document
              </a>{' '}
              for code generators).
            </li>
            <li>
              <a className="font-medium text-brand-700 underline dark:text-brand-500" href="/api/schema.graphql">
                GraphQL schema (SDL)
              </a>{' '}
              with a description of every type and field.
            </li>
          </ul>
        </Card>
        <Suspense fallback={<PageSpinner />}>
          <ApiTokensCard />
        </Suspense>
        <Suspense fallback={<PageSpinner />}>
          <WebhooksCard />
        </Suspense>
        <ExamplesCard />
      </div>
    </Page>
  );
}
