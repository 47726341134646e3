import { type ReactNode, Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { PageSpinner } from '../../components/Spinner';
import { Page, PageHeader } from '../../components/PageHeader';
import { ApiTokensCard } from './ApiTokensCard';
import { ExamplesCard } from './ExamplesCard';
import { WebhooksCard } from './WebhooksCard';

/** A link of the reference's list; its words come from the catalogue (Trans fills them in). */
function DocLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a className="font-medium text-brand-700 underline dark:text-brand-500" href={href}>
      {children}
    </a>
  );
}

/**
 * How an integration (a dispatch system, an ERP) talks to Drum Returns: the
 * API reference, tokens to make and revoke, and examples that work as shown.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader title={t('developers.title')} subtitle={t('developers.subtitle')} />
      <div className="space-y-4">
        <Card aria-labelledby="api-reference-title">
          <CardTitle id="api-reference-title">{t('developers.reference.title')}</CardTitle>
          <CardDescription>
            <Trans i18nKey="developers.reference.description" components={{ code: <code /> }} />
          </CardDescription>
          <ul className="mt-3 list-inside list-disc space-y-1 text-sm">
            <li>
              <Trans
                i18nKey="developers.reference.rest"
                components={{
                  rest: <DocLink href="/api/docs" />,
                  openapi: <DocLink href="/api/openapi.json" />,
                }}
              />
            </li>
            <li>
              <Trans
                i18nKey="developers.reference.schema"
                components={{ schema: <DocLink href="/api/schema.graphql" /> }}
              />
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
