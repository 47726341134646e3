import { type ComponentType, lazy, Suspense, useLayoutEffect, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the screen that can open it: a
 * list's first paint waits for no dialog (the browser). Until then it renders nothing,
 * as a closed dialog does; once opened it stays mounted, so it closes and reopens as before.
 *
 * Headless UI gives focus back on close to the last element it saw focused, and it watches focus
 * only once its code has loaded: a dialog's first opening came after the tap that opened it, so it
 * gave focus back to nothing. The element focused as the dialog opens is kept here, and gets focus
 * back when the dialog closes (or goes) with focus left nowhere.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useLayoutEffect(() => {
      if (!open) return;
      const opener = document.activeElement;
      // Once the dialog's nodes are gone and Headless UI has given focus back, if it could.
      return () => void window.setTimeout(() => giveFocusBack(opener), 0);
    }, [open]);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** Focus back to the element that opened a dialog, when it is still there and nothing has focus. */
function giveFocusBack(opener: Element | null) {
  const nowhere = !document.activeElement || document.activeElement === document.body;
  if (nowhere && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
}
