// A users row is a person or the identity an API token acts as (issue 17). Only people sign in,
// get mail and notifications, and appear in user lists, counts, approvals and sheets.
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';

export const isPerson = eq(users.kind, 'person');
/** Who hears about things: active people. */
export const isActivePerson = and(eq(users.active, true), isPerson);
/** The same condition for the relational query API (`where: { ...PEOPLE }`). */
export const PEOPLE = { kind: 'person' } as const;
