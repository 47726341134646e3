import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CancelButton } from './Button';
import { Dialog } from './Dialog';

/** A yes/no question before an action (by default one that cannot be undone). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  busyLabel,
  danger = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirm button's word; Delete unless told. */
  confirmLabel?: string;
  busy?: boolean;
  /** The confirm button's word while busy; the confirm word unless told. */
  busyLabel?: string;
  /** A red confirm button (the default), for what cannot be undone. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = confirmLabel ?? t('common.delete');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {busy ? (busyLabel ?? confirm) : confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
