import { Trans, useTranslation } from 'react-i18next';
import {
  graphqlCurlExample,
  restCurlExample,
  subscriptionExample,
  TOKEN_VARIABLE,
} from '../../../../domain/developerExamples';
import { Card, CardDescription, CardTitle } from '../../components/Card';

/** The examples of domain/developerExamples.ts, for this server's address (a test runs the curl ones). */
export function ExamplesCard() {
  const origin = window.location.origin;
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="api-examples-title">
      <CardTitle id="api-examples-title">{t('developers.examples.title')}</CardTitle>
      <CardDescription>
        <Trans
          i18nKey="developers.examples.description"
          values={{ variable: TOKEN_VARIABLE }}
          components={{ code: <code /> }}
        />
      </CardDescription>
      <Example title={t('developers.examples.rest')} code={restCurlExample(origin)} />
      <Example title={t('developers.examples.graphql')} code={graphqlCurlExample(origin)} />
      <Example title={t('developers.examples.subscription')} code={subscriptionExample(origin)} />
    </Card>
  );
}

function Example({ title, code }: { title: string; code: string }) {
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <pre
        tabIndex={0}
        className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
