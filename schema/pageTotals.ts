// A list's totalCount read in its page's own statement (docs/decisions.md, "A list's total rides
// with its page"): the count is an uncorrelated scalar subquery beside the page's columns, which
// PostgreSQL runs once, so a page and its total cost one round trip rather than two. A statement
// more per page was a tenth of a REST page's time under load (bench/README.md, "Lists").
import { type SQL, sql } from 'drizzle-orm';
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/** The page rows' extra column holding the list's total: a bigint, as text or number by driver. */
const TOTAL = 'listTotal';
type TotalExtras = { listTotal?: SQL<string | number> };

type Row = Record<string, unknown>;

/** Each connection's page, by the arguments object its resolver and its totalCount share. */
const pages = new WeakMap<object, Promise<readonly Row[]>>();

/** Whether the connection's selection (its fragments included) asks for `name`. */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const within = (selectionSet: SelectionSetNode | undefined): boolean =>
    !!selectionSet &&
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      return within(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}

/**
 * Reads a connection's page with `read`, handing it the extras to add to its query: the list's
 * total (`count`, a `select count(*)` of the same condition) when the selection asks for
 * totalCount. `pageTotal` then answers from the page.
 */
export function readPageWithTotal<T extends readonly Row[]>(
  args: object,
  info: GraphQLResolveInfo,
  count: SQL,
  read: (extras: TotalExtras) => PromiseLike<T>,
): Promise<T> {
  const extras: TotalExtras = selects(info, 'totalCount') ? { [TOTAL]: sql<string | number>`(${count})` } : {};
  // Once: a drizzle query is a thenable that runs again at every `then`.
  const page = Promise.resolve(read(extras));
  pages.set(args, page);
  return page;
}

/**
 * The total of the list whose page `readPageWithTotal` read for `args`: from the page's rows, or
 * with `count` when the page has no row to carry it (an empty page, or only totalCount asked).
 */
export async function pageTotal(args: object, count: () => Promise<number>): Promise<number> {
  const rows = await pages.get(args);
  const total = rows?.[0]?.[TOTAL];
  return total === undefined || total === null ? count() : Number(total);
}
