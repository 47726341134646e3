import { useCallback, useEffect, useRef } from 'react';

/**
 * After a card was removed (delete, reject): focus would fall to <body> (or wherever a closing
 * dialog puts it) when the card and its buttons leave the page, so it goes to the list's heading
 * instead. Call `removed(id)` once the removal succeeded; `ids` are the list's current ids.
 */
export function useFocusAfterRemoval(ids: readonly string[]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<string | null>(null);
  const key = ids.join(',');
  const current = useRef(key);
  current.current = key;
  const focusHeading = useCallback(() => {
    pending.current = null;
    // A confirm dialog that is closing still holds focus, and hands it back to its opener, which
    // is gone with the card: wait until the dialog is gone, then take focus to the heading.
    let frames = 0;
    const step = () => {
      if (document.querySelector('[role="dialog"]') && frames++ < 120) requestAnimationFrame(step);
      else heading.current?.focus();
    };
    step();
  }, []);
  // Once the card is gone from the list.
  useEffect(() => {
    const id = pending.current;
    if (id !== null && !key.split(',').includes(id)) focusHeading();
  }, [key, focusHeading]);
  // The mutation's @deleteEdge may have taken the card off before the caller heard of success.
  const removed = useCallback(
    (id: string) => {
      pending.current = id;
      if (!current.current.split(',').includes(id)) focusHeading();
    },
    [focusHeading],
  );
  return { heading, removed };
}
