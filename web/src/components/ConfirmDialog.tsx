import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** A yes/no question before an action (by default one that cannot be undone). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  busy,
  busyLabel = confirmLabel,
  danger = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  /** The confirm button's word while busy. */
  busyLabel?: string;
  /** A red confirm button (the default), for what cannot be undone. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
