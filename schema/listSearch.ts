import { ListSearchSchema } from '../domain/listSearch';
import { parseArguments } from './validation';

/** The description of a picker list's `search` argument, worded once. */
export const searchDescription = (what: string) => `Text ${what} contains (any case).`;

/** The search text through the domain's rule (a bad one is a 400 naming `search`); undefined for none. */
export const searchText = (args: { search?: string | null }): string | undefined =>
  parseArguments(ListSearchSchema, { search: args.search ?? undefined }).search || undefined;
