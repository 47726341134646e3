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
  return (
    <Card aria-labelledby="api-examples-title">
      <CardTitle id="api-examples-title">Examples</CardTitle>
      <CardDescription>
        Put your token in the <code>{TOKEN_VARIABLE}</code> variable first (<code>export {TOKEN_VARIABLE}=drt_...</code>
        ), then run:
      </CardDescription>
      <Example title="REST: the pickup requests your token may read" code={restCurlExample(origin)} />
      <Example title="GraphQL: the ten newest pickup requests" code={graphqlCurlExample(origin)} />
      <Example title="Live changes over graphql-ws (Node.js)" code={subscriptionExample(origin)} />
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
