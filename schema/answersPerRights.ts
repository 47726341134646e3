import type { Context } from './context';

/**
 * What a subscription field declares so that one published event is answered once per rights
 * class (people who may see and do the same) instead of once per person
 * (server/sharedEventExecution.ts, docs/operations.md "Live updates"). A document is answered
 * that way only if every field it selects is on one of `types` and is not one of `exceptFields`:
 * fields whose answers depend on the viewer only through `rightsOf`, or through `viewerValues`,
 * which are read for all the event's subscribers in one batched statement and become part of the
 * group. Any other document is answered per person, as before.
 */
export type SharedAnswers = {
  types: readonly string[];
  /** `Type.field` coordinates on those types that read the viewer's identity. */
  exceptFields: readonly string[];
  /** Everything the answers may depend on besides `viewerValues`. */
  rightsOf: (ctx: Context) => unknown;
  /** The values of one person that the answers depend on (an unread count). */
  viewerValues?: (event: unknown, ctx: Context) => unknown;
};

/** The field extension that carries a SharedAnswers. */
export const SHARED_ANSWERS = 'sharedAnswers';
