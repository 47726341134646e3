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
    if (text.trim() === applied) return;
    const timer = setTimeout(() => latestApply.current(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);
  return { text, setText, submit: () => apply(text.trim()) };
}
