// The examples the Developers page shows. They live here, beside nothing but
// text, so the page shows and a test runs the very same commands (server/developerExamples.test.ts).

/** The shell variable the examples read the token from, so a pasted command leaks nothing into the history. */
export const TOKEN_VARIABLE = 'DRUM_RETURNS_TOKEN';

const EXAMPLE_GRAPHQL_QUERY =
  '{ pickupRequests(first: 10) { edges { node { referenceNumberFormatted status totalDrums scheduledPickupDate } } } }';

/** REST: the requests the token may read, as JSON. */
export function restCurlExample(origin: string): string {
  return `curl -H "Authorization: Bearer $${TOKEN_VARIABLE}" ${origin}/api/drums`;
}

/** GraphQL: the ten newest requests the token may read. */
export function graphqlCurlExample(origin: string): string {
  return [
    `curl -X POST ${origin}/graphql`,
    `  -H "Authorization: Bearer $${TOKEN_VARIABLE}"`,
    `  -H "Content-Type: application/json"`,
    `  -d '${JSON.stringify({ query: EXAMPLE_GRAPHQL_QUERY })}'`,
  ].join(' \\\n');
}

/** graphql-ws: how an integration listens for changes instead of polling. */
export function subscriptionExample(origin: string): string {
  const socketUrl = `${origin.replace(/^http/, 'ws')}/graphql`;
  return [
    `import { createClient } from 'graphql-ws';`,
    ``,
    `const client = createClient({`,
    `  url: '${socketUrl}',`,
    `  connectionParams: { authorization: \`Bearer \${process.env.${TOKEN_VARIABLE}}\` },`,
    `});`,
    `client.subscribe(`,
    `  { query: 'subscription { pickupRequestChanged { databaseId deleted pickupRequest { status } } }' },`,
    `  { next: (change) => console.log(change.data), error: console.error, complete: () => {} },`,
    `);`,
  ].join('\n');
}
