import { useEffect, useRef, useState } from 'react';

/** How long typing rests before a search runs (each keystroke would otherwise be a query). */
export const SEARCH_PAUSE_MS = 300;

/**
 * A search box's text, kept apart from the search in force (`applied`, from the URL): the search
 * runs through `apply` once typing rests, or at once with `submit` (Enter). A change from outside
 * (a link, Clear filters) puts its text in the box.
 */
export function useSettledSearch(applied: string, apply: (search: string) => void) {
  const [text, setText] = useState(applied);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => setText(applied), [applied]);
  useEffect(() => {
    const search = searchToRun(text, applied);
    if (search === undefined) return;
    const timer = setTimeout(() => latestApply.current(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);
  return { text, setText, submit: () => apply(text.trim()) };
}

/**
 * The search the box's text asks for once typing rests: the text without its outer spaces, or
 * undefined when that is the search in force (a trailing space, or the text a link put there,
 * sends no query).
 */
export function searchToRun(text: string, applied: string): string | undefined {
  const search = text.trim();
  return search === applied ? undefined : search;
}
