import { useEffect } from 'react';

/** How long a form's hold lasts unless renewed: a tab closed mid-edit lets its write go after this. */
const HOLD_MS = 5 * 60_000;

/**
 * While a form edits a write that waits in the outbox (`key`, of the signed-in `viewer`), the
 * outbox does not send it: when the connection came back mid-edit, the version before the edit
 * went, and the edit's Save with the same key was refused as other fields (docs/offline.md,
 * "Editing what waits"). The hold is renewed while the form stays open and ends when it closes;
 * a Save replaces or discards the write itself.
 */
export function useHoldForEditing(viewer: string | undefined, key: string | null | undefined) {
  useEffect(() => {
    if (!viewer || !key) return;
    let closed = false;
    let timer: number | undefined;
    const outbox = import('./app').then(({ appOutbox }) => appOutbox(viewer));
    void outbox.then((box) => {
      if (closed) return;
      void box.hold(key, HOLD_MS);
      timer = window.setInterval(() => void box.hold(key, HOLD_MS), HOLD_MS / 5);
    });
    return () => {
      closed = true;
      window.clearInterval(timer);
      void outbox.then((box) => box.release(key));
    };
  }, [viewer, key]);
}
