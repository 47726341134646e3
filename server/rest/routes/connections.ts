import type { DocumentNode } from 'graphql';
import { MAX_PAGE_SIZE } from '../../../domain/listPages';
import type { Context } from '../../context';
import { runOperation } from '../operation';

/**
 * Every node of a connection, page by page (REST lists are not paginated in the spec), or the
 * first `limit` of them.
 */
export async function allNodes(
  ctx: Context,
  document: DocumentNode,
  field: string,
  variables: Record<string, unknown> = {},
  limit = Infinity,
): Promise<{ ok: true; nodes: unknown[] } | { ok: false; response: Response }> {
  type Page = { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: unknown }[] };
  const nodes: unknown[] = [];
  let after: string | null = null;
  for (;;) {
    const first = Math.min(MAX_PAGE_SIZE, limit - nodes.length);
    const result: Awaited<ReturnType<typeof runOperation<Record<string, Page>>>> = await runOperation<
      Record<string, Page>
    >(ctx, document, { ...variables, first, after });
    if (!result.ok) return result;
    const page: Page = result.data[field];
    nodes.push(...page.edges.map((edge) => edge.node));
    if (nodes.length >= limit || !page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return { ok: true, nodes };
    after = page.pageInfo.endCursor;
  }
}
