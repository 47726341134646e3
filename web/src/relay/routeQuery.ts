import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './relay';

/**
 * A route's query, started by the router before the screen renders (CONVENTIONS.md: "Load a
 * route's query in the route"). In a route module:
 *
 *   const query = graphql`query AccountRouteQuery { me { ...AccountInformationCard_user } }`;
 *   export const loader = routeQueryLoader<AccountRouteQuery>(query);
 *   export function Component() {
 *     const data = usePreloadedQuery(query, useRouteQuery<AccountRouteQuery>());
 *   }
 *
 * Each route keeps only its latest reference retained; the one before is released, and its request
 * cancelled if still on its way, so that a revalidation reads afresh.
 */
export function routeQueryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => VariablesOf<Q> = () => ({}) as VariablesOf<Q>,
) {
  let previous: PreloadedQuery<Q> | null = null;
  return (args: LoaderFunctionArgs): PreloadedQuery<Q> => {
    // The one before goes first: a request of the same query still on its way would otherwise be
    // shared by the new one, and a revalidation after a change would show the answer read before it.
    previous?.dispose();
    previous = loadQuery<Q>(environment, query, variables(args), { fetchPolicy: 'store-and-network' });
    return previous;
  };
}

/** The query reference the route's loader started. */
export function useRouteQuery<Q extends OperationType>(): PreloadedQuery<Q> {
  return useLoaderData() as PreloadedQuery<Q>;
}
