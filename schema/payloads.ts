// Small pieces shared by the admin mutations: the delete payload and null-stripping of inputs.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from './builder';

export type Deleted = { typename: string; id: number };

/** What a delete mutation answers: the global id (for @deleteEdge) and the database id. */
export const DeletePayload = builder.objectRef<Deleted>('DeletePayload').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (d) => encodeGlobalID(d.typename, d.id) }),
    databaseId: t.exposeInt('id'),
  }),
});

/**
 * For updates: the stored values overlaid with the fields the caller sent. `undefined` keeps the
 * stored value, `null` clears it, so the merged record is validated by the same rule as a create.
 */
export function overlay<T extends Record<string, unknown>>(
  stored: T,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined && key !== 'id') merged[key] = value;
  return merged;
}

/** GraphQL gives absent optional fields as null or undefined; a create treats both as absent. */
export const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
