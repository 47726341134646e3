// Who may see one object, per node type. The type's own `authScopes` and node()/nodes()
// (schema/nodes.ts) ask the same rule, so an object the viewer may not see answers node()
// exactly as a missing one does, and an id tells nobody whether it exists (docs/decisions.md:
// "Not yours" and "missing" answer the same).
import type { Context } from './context';

export type VisibilityRule<Row> = (row: Row, ctx: Context) => boolean;

const rules = new Map<string, VisibilityRule<never>>();

/** Registers the rule of a node type and returns it, for the type's `authScopes`. */
export function visibleWhen<Row>(typename: string, rule: VisibilityRule<Row>): VisibilityRule<Row> {
  rules.set(typename, rule as VisibilityRule<never>);
  return rule;
}

/** Whether global ids of this type name objects at all (a node type with a rule). */
export function isNodeType(typename: string): boolean {
  return rules.has(typename);
}

/** Whether the viewer may see this loaded object of a node type; unknown types: never. */
export function isVisible(typename: string, row: unknown, ctx: Context): boolean {
  const rule = rules.get(typename);
  return !!rule && rule(row as never, ctx);
}
