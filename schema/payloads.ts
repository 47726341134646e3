// What mutations answer: the changed node read again, or the id of the deleted one.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { notFound } from '../domain/errors';
import { builder } from './builder';

/**
 * A payload's node: the changed row read again with the client's selection (the `query` of a
 * `t.drizzleField`), so the answer shows what is stored, in one statement. Every payload loads
 * its node this way; a row deleted meanwhile answers NOT_FOUND with `message`.
 */
export async function refetch<Row>(load: Promise<Row | undefined>, message: string): Promise<Row> {
  const row = await load;
  if (!row) throw notFound(message);
  return row;
}

export type Deleted = { typename: string; id: number };

/** What a delete mutation answers: the global id (for @deleteEdge) and the database id. */
export const DeletePayload = builder.objectRef<Deleted>('DeletePayload').implement({
  description: 'What was deleted.',
  fields: (t) => ({
    deletedId: t.id({
      description: "The deleted object's global id.",
      resolve: (d) => encodeGlobalID(d.typename, d.id),
    }),
    databaseId: t.exposeInt('id', { description: 'Its database id.' }),
  }),
});
