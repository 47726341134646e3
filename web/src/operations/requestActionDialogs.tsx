import type { TFunction } from 'i18next';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../i18n';
import { pickupStatusName } from '../../../domain/statusLanguage';
import type { PickupStatus } from '../../../domain/statuses';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { errorMessage } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import {
  type PickupAction,
  useAdminDeleteMutation,
  usePickupAction,
  useRollbackMutation,
} from './pickupActionMutations';

// The dialogs behind a board card's actions (OperationsCard), each with the spec's toasts.

type Words = { title: string; text: string; button: string; done: string; failed: string; danger?: boolean };

/** Each action's question and toasts; its title and button are the card's button words. */
function confirmationOf(t: TFunction, action: PickupAction): Words {
  switch (action) {
    case 'clear':
      return {
        title: t('operations.actions.clearSchedule'),
        text: t('operations.confirmations.clear.text'),
        button: t('operations.actions.clearSchedule'),
        done: t('operations.confirmations.clear.done'),
        failed: t('operations.confirmations.clear.failed'),
      };
    case 'confirm':
      return {
        title: t('operations.actions.confirm'),
        text: t('operations.confirmations.confirm.text'),
        button: t('operations.actions.confirm'),
        done: t('operations.confirmations.confirm.done'),
        failed: t('operations.confirmations.confirm.failed'),
      };
    case 'collect':
      return {
        title: t('operations.actions.collect'),
        text: t('operations.confirmations.collect.text'),
        button: t('operations.actions.collect'),
        done: t('operations.confirmations.collect.done'),
        failed: t('operations.confirmations.collect.failed'),
      };
    case 'abort':
      return {
        title: t('operations.actions.abort'),
        text: t('operations.confirmations.abort.text'),
        button: t('operations.actions.abort'),
        done: t('operations.confirmations.abort.done'),
        failed: t('operations.confirmations.abort.failed'),
        danger: true,
      };
    case 'cancel':
      return {
        title: t('operations.actions.cancel'),
        text: t('operations.confirmations.cancel.text'),
        button: t('operations.actions.cancel'),
        done: t('operations.confirmations.cancel.done'),
        failed: t('operations.confirmations.cancel.failed'),
        danger: true,
      };
  }
}

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
  const { t } = useTranslation();
  async function go() {
    try {
      await run();
      toast({ title: done });
      question.onClose();
    } catch (error) {
      toast(errorToast(failed, errorMessage(error, t('operations.tryAgain'))));
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
  const { t } = useTranslation();
  const words = confirmationOf(t, action);
  const [run, running] = usePickupAction(action);
  return (
    <ActionDialog
      {...dialog}
      title={`${words.title}: ${reference}`}
      confirmLabel={words.button}
      busyLabel={t('common.saving')}
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
  const { t } = useTranslation();
  return (
    <ActionDialog
      {...dialog}
      title={t('operations.rollback.title')}
      confirmLabel={t('operations.actions.rollback')}
      busyLabel={t('common.saving')}
      danger={false}
      busy={running}
      run={() => rollback({ id: requestId, targetStatus: chosen as PickupStatus })}
      done={t('operations.rollback.done')}
      failed={t('operations.rollback.failed')}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2">{t('operations.rollback.legend')}</legend>
        {targets.map((status) => (
          <label key={status} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="rollback-target"
              value={status}
              checked={chosen === status}
              onChange={() => setTarget(status)}
            />
            {pickupStatusName(status as PickupStatus, say)}
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-xs text-slate-500">{t('operations.rollback.cleared')}</p>
    </ActionDialog>
  );
}

/** The admin's delete of a request, after a warning. */
export function DeleteRequestDialog({ requestId, reference, ...dialog }: RequestDialogProps & { reference: string }) {
  const [remove, running] = useAdminDeleteMutation();
  const { t } = useTranslation();
  return (
    <ActionDialog
      {...dialog}
      title={t('operations.delete.title', { reference })}
      confirmLabel={t('common.delete')}
      busyLabel={t('operations.delete.deleting')}
      busy={running}
      run={() => remove({ input: { id: requestId } })}
      done={t('operations.delete.done')}
      failed={t('operations.delete.failed')}
    >
      <p>{t('operations.delete.text')}</p>
    </ActionDialog>
  );
}
