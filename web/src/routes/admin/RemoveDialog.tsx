import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../relay/errors';
import { errorToast, useToast } from '../../toast/ToastProvider';

/**
 * Removes (or revokes) one item after a yes/no question, with the toasts of the outcome (docs/specification.md
 * section 8; the server's reason for a refusal).
 */
export function RemoveDialog<Item>({
  item,
  title,
  confirmLabel,
  consequence,
  remove,
  busy,
  done,
  failed,
  onClose,
  onRemoved,
}: {
  item: Item | null;
  title: string;
  /** The confirm button's word (Delete by default). */
  confirmLabel?: string;
  /** What removing it means, in a sentence. */
  consequence: (item: Item) => string;
  remove: (item: Item) => Promise<unknown>;
  busy: boolean;
  done: { title: string; description?: string };
  failed: string;
  /** Closes the dialog: after the removal, and after a failure too (its toast says why). */
  onClose: () => void;
  /** After the removal succeeded and the dialog closed. */
  onRemoved?: (item: Item) => void;
}) {
  const toast = useToast();
  const { t } = useTranslation();
  async function confirm() {
    if (item === null) return;
    try {
      await remove(item);
      toast(done);
      onClose();
      onRemoved?.(item);
    } catch (error) {
      toast(errorToast(failed, errorMessage(error, t('admin.tryAgain'))));
      onClose();
    }
  }
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      {item === null ? null : consequence(item)}
    </ConfirmDialog>
  );
}
