import type { ReactNode } from 'react';
import { type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { ViewerProvider_user$data, ViewerProvider_user$key } from './__generated__/ViewerProvider_user.graphql';
import type { ViewerProviderQuery } from './__generated__/ViewerProviderQuery.graphql';

/** The viewer query's answer and the fragment of `me` as the store has them now (ViewerProvider.tsx). */
export default function StoreViewer({
  query,
  fragment,
  reference,
  children,
}: {
  query: GraphQLTaggedNode;
  fragment: GraphQLTaggedNode;
  reference: PreloadedQuery<ViewerProviderQuery>;
  children: (viewer: ViewerProvider_user$data | null) => ReactNode;
}) {
  const data = usePreloadedQuery<ViewerProviderQuery>(query, reference);
  return children(useFragment<ViewerProvider_user$key>(fragment, data.me ?? null) ?? null);
}
