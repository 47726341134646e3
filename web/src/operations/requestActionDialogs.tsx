import { type ComponentProps, useState } from 'react';
import { type PickupStatus, PICKUP_STATUS_LABELS } from '../../../domain/statuses';
import { ConfirmDialog } from '../components/ConfirmDialog';
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

/** Asks, runs the action, then shows the spec's toast of its outcome; closes after success. */
function ActionDialog({
  run,
  done,
  failed,
  ...question
}: Omit<ComponentProps<typeof ConfirmDialog>, 'onConfirm'> & {
  run: () => Promise<unknown>;
  done: string;
  failed: string;
}) {
  const toast = useToast();
  async function go() {
    try {
      await run();
      toast({ title: done });
      question.onClose();
    } catch (error) {
      toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }
  return <ConfirmDialog {...question} onConfirm={go} />;
}

type RequestDialogProps = { open: boolean; onClose: () => void; requestId: string };

/** Confirms one of the simple actions, then runs it. */
export function ConfirmActionDialog({
  action,
  requestId,
  reference,
  ...dialog
}: RequestDialogProps & { action: PickupAction; reference: string }) {
  const words = CONFIRMATIONS[action];
  const [run, running] = usePickupAction(action);
  return (
    <ActionDialog
      {...dialog}
      title={`${words.title}: ${reference}`}
      confirmLabel={words.button}
      busyLabel="Saving..."
      danger={words.danger ?? false}
      busy={running}
      run={() => run({ id: requestId })}
      done={words.done}
      failed={words.failed}
    >
      <p>{words.text}</p>
    </ActionDialog>
  );
}

/** Rolls the request back to an earlier status the server offers. */
export function RollbackDialog({ requestId, targets, ...dialog }: RequestDialogProps & { targets: readonly string[] }) {
  const [target, setTarget] = useState<string>('');
  const [rollback, running] = useRollbackMutation();
  const chosen = target || targets[0] || '';
  return (
    <ActionDialog
      {...dialog}
      title="Rollback Status"
      confirmLabel="Rollback"
      busyLabel="Saving..."
      danger={false}
      busy={running}
      run={() => rollback({ id: requestId, targetStatus: chosen as PickupStatus })}
      done="Status rolled back successfully"
      failed="Failed to rollback status"
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
    </ActionDialog>
  );
}

/** The admin's delete of a request, after a warning. */
export function DeleteRequestDialog({ requestId, reference, ...dialog }: RequestDialogProps & { reference: string }) {
  const [remove, running] = useAdminDeleteMutation();
  return (
    <ActionDialog
      {...dialog}
      title={`Delete ${reference}?`}
      busyLabel="Deleting..."
      busy={running}
      run={() => remove({ input: { id: requestId } })}
      done="Pickup request deleted"
      failed="Failed to delete pickup request"
    >
      <p>This permanently removes the request, its drums and images. This cannot be undone.</p>
    </ActionDialog>
  );
}
