/** The denial-of-service documents, shared by the test and bench/graphql-dos.ts. */
export const DOS_SHAPES: { name: string; query: string }[] = [
  { name: '8,000 repeated `email` fields', query: `{ me { ${'email '.repeat(8000)}} }` },
  {
    name: '1,500 repeated pickupRequests(first:1)',
    query: `{ ${'pickupRequests(first:1){pageInfo{hasNextPage}} '.repeat(1500)}}`,
  },
  {
    name: '3,000 same-name fields, different arguments',
    query: `{ ${Array.from({ length: 3000 }, (_, i) => `pickupRequests(first:${i}){pageInfo{hasNextPage}}`).join(' ')} }`,
  },
  {
    name: '1,000 `__typename` aliases',
    query: `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  },
  {
    name: '2,000 `__typename` aliases',
    query: `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  },
  // Just under the 1 MB body limit, so the body is read and the document itself must be refused.
  { name: 'a 1 MB document (166,000 fields)', query: `{ me { ${'email '.repeat(166_000)}} }` },
  {
    name: '50-level introspection `ofType`',
    query: `{ __schema { types { ${'ofType { '.repeat(50)}name ${'} '.repeat(50)}} } }`,
  },
];

/** A small normal query: the baseline the refusals are compared with. */
export const BASELINE_QUERY = '{ me { id } }';
