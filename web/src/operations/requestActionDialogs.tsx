import { useState } from 'react';
import { type PickupStatus, PICKUP_STATUS_LABELS } from '../../../domain/statuses';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { errorMessage } from '../relay/errors';
import { useToast } from '../toast/ToastProvider';
import {
  type PickupAction,
  useAdminDeleteMutation,
  usePickupAction,
  useRollbackMutation,
} from './pickupActionMutations';

// The dialogs behind a board card's actions (OperationsCard), each with the spec's toasts.

const CONFIRMATIONS: Record<
  PickupAction,
  { title: string; text: string; button: string; done: string; failed: string; danger?: boolean }
> = {
  clear: {
    title: 'Clear Schedule',
    text: 'The pickup date, transport company and contact person are removed; the request waits to be scheduled again.',
    button: 'Clear Schedule',
    done: 'Schedule cleared. Request moved back to pending.',
    failed: 'Failed to clear schedule',
  },
  confirm: {
    title: 'Confirm Pick Up',
    text: 'The pickup is confirmed for the scheduled date and the returner is told.',
    button: 'Confirm Pick Up',
    done: 'Pickup confirmed',
    failed: 'Failed to confirm pickup',
  },
  collect: {
    title: 'Mark as Collected',
    text: 'The drums of this request were picked up.',
    button: 'Mark as Collected',
    done: 'Pickup marked as collected',
    failed: 'Failed to complete pickup',
  },
  abort: {
    title: 'Abort Pickup',
    text: 'The pickup will not happen as scheduled: the request goes back to awaiting scheduling, without a date.',
    button: 'Abort Pickup',
    done: 'Pickup aborted',
    failed: 'Failed to abort pickup',
    danger: true,
  },
  cancel: {
    title: 'Cancel Request',
    text: 'The request is cancelled and leaves every active list. An admin can roll it back.',
    button: 'Cancel Request',
    done: 'Pickup request cancelled',
    failed: 'Failed to cancel pickup request',
    danger: true,
  },
};

/** Confirms one of the simple actions, then runs it. */
export function ConfirmActionDialog({
  action,
  requestId,
  reference,
  open,
  onClose,
}: {
  action: PickupAction;
  requestId: string;
  reference: string;
  open: boolean;
  onClose: () => void;
}) {
  const words = CONFIRMATIONS[action];
  const [run, running] = usePickupAction(action);
  const toast = useToast();
  async function go() {
    try {
      await run({ id: requestId });
      toast({ title: words.done });
      onClose();
    } catch (error) {
      toast({ title: words.failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`${words.title}: ${reference}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={words.danger ? 'danger' : 'primary'} disabled={running} onClick={go}>
            {running ? 'Saving...' : words.button}
          </Button>
        </>
      }
    >
      <p>{words.text}</p>
    </Dialog>
  );
}

/** Rolls the request back to an earlier status the server offers. */
export function RollbackDialog({
  open,
  onClose,
  requestId,
  targets,
}: {
  open: boolean;
  onClose: () => void;
  requestId: string;
  targets: readonly string[];
}) {
  const [target, setTarget] = useState<string>('');
  const [rollback, running] = useRollbackMutation();
  const toast = useToast();
  const chosen = target || targets[0] || '';
  async function go() {
    try {
      await rollback({ id: requestId, targetStatus: chosen as PickupStatus });
      toast({ title: 'Status rolled back successfully' });
      onClose();
    } catch (error) {
      toast({
        title: 'Failed to rollback status',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Rollback Status"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!chosen || running} onClick={go}>
            {running ? 'Saving...' : 'Rollback'}
          </Button>
        </>
      }
    >
      <fieldset className="space-y-2">
        <legend className="mb-2">Roll the request back to:</legend>
        {targets.map((status) => (
          <label key={status} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="rollback-target"
              value={status}
              checked={chosen === status}
              onChange={() => setTarget(status)}
            />
            {PICKUP_STATUS_LABELS[status as PickupStatus]}
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-xs text-slate-500">The dates and data of the later statuses are cleared.</p>
    </Dialog>
  );
}

/** The admin's delete of a request, after a warning. */
export function DeleteRequestDialog({
  open,
  onClose,
  requestId,
  reference,
}: {
  open: boolean;
  onClose: () => void;
  requestId: string;
  reference: string;
}) {
  const [remove, running] = useAdminDeleteMutation();
  const toast = useToast();
  async function go() {
    try {
      await remove({ input: { id: requestId } });
      toast({ title: 'Pickup request deleted' });
      onClose();
    } catch (error) {
      toast({
        title: 'Failed to delete pickup request',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Delete ${reference}?`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={running} onClick={go}>
            {running ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p>This permanently removes the request, its drums and images. This cannot be undone.</p>
    </Dialog>
  );
}
