// The search of a list that pickers ask as a person types (companies, drum specifications,
// zones): text that a name or number contains, any case. docs/api.md, "Lists and pickers".
import { en } from '../domain/i18n/en';
import { z } from 'zod';
import { SEARCH_LIMITS } from './pickupListFilter';

/** The page a picker asks for: enough to choose from, small enough to answer at once. */
export const PICKER_PAGE_SIZE = 20;

export const LIST_SEARCH_MESSAGES = en.errors.listSearch;

export const ListSearchSchema = z.object({
  search: z
    .string()
    .max(SEARCH_LIMITS.length, LIST_SEARCH_MESSAGES.search)
    .transform((text) => text.trim())
    .optional(),
});

/**
 * Whether a row whose texts are these is one the list's `search` keeps: one of them contains the
 * trimmed text, any case (the server's ILIKE; the phone's own filter of a kept list, offline).
 */
export function matchesListSearch(search: string, texts: readonly (string | null | undefined)[]): boolean {
  const wanted = search.trim().toLowerCase();
  return !wanted || texts.some((text) => text?.toLowerCase().includes(wanted));
}
