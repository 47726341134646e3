import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { Button, CancelButton } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { errorMessage } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { errorToast, useToast } from '../toast/ToastProvider';
import type { BulkPickupActionKind, BulkToolbarMutation } from './__generated__/BulkToolbarMutation.graphql';

type Choice = {
  action: BulkPickupActionKind;
  /** 'Cancel 3 requests': the action and how many it changes. */
  label: (t: TFunction, count: number) => string;
  /** '3 requests cancelled': the toast after it. */
  done: (t: TFunction, count: number) => string;
  danger?: boolean;
};

const ACTIONS: Choice[] = [
  {
    action: 'CONFIRM',
    label: (t, count) => t('operations.bulk.confirm', { count }),
    done: (t, count) => t('operations.bulk.confirmed', { count }),
  },
  {
    action: 'ABORT',
    label: (t, count) => t('operations.bulk.abort', { count }),
    done: (t, count) => t('operations.bulk.aborted', { count }),
    danger: true,
  },
  {
    action: 'CANCEL',
    label: (t, count) => t('operations.bulk.cancel', { count }),
    done: (t, count) => t('operations.bulk.cancelled', { count }),
    danger: true,
  },
  {
    action: 'DELETE',
    label: (t, count) => t('operations.bulk.delete', { count }),
    done: (t, count) => t('operations.bulk.deleted', { count }),
    danger: true,
  },
];

/** A selected request as the toolbar weighs it: what the server offers this viewer on it now. */
export type Selected = { id: string; allowedActions: readonly string[]; viewerCanDelete: boolean };

/** The actions every selected request allows (the transition table's answer, per request). */
function actionsForAll(selected: readonly Selected[]): Choice[] {
  return ACTIONS.filter((choice) =>
    selected.every((request) =>
      choice.action === 'DELETE' ? request.viewerCanDelete : request.allowedActions.includes(choice.action),
    ),
  );
}

/**
 * Actions on the selected requests of a tab, in one call (bulkPickupAction): all or nothing, so a
 * refused item leaves every request as it was and the toast says which and why.
 */
export function BulkToolbar({ selected, onDone }: { selected: readonly Selected[]; onDone: () => void }) {
  const ids = selected.map((request) => request.id);
  const offered = actionsForAll(selected);
  const [run, running] = usePromiseMutation<BulkToolbarMutation>(graphql`
    mutation BulkToolbarMutation($input: BulkPickupActionInput!) {
      bulkPickupAction(input: $input) {
        applied
        changedCount
        results {
          databaseId
          ok
          error {
            code
            message
          }
        }
      }
    }
  `);
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const toast = useToast();
  const { t } = useTranslation();
  const labelOf = (choice: Choice) => choice.label(t, ids.length);

  async function go(choice: Choice) {
    setConfirming(null);
    try {
      const { bulkPickupAction: outcome } = await run({ input: { action: choice.action, ids: [...ids] } });
      if (outcome.applied) {
        toast({
          title: choice.done(t, outcome.changedCount),
        });
        onDone();
        return;
      }
      const refused = outcome.results.filter((item) => item.error && item.error.code !== 'NOT_APPLIED');
      toast({
        title: t('operations.bulk.nothingChanged'),
        description: refused
          .map((item) => `PR-${String(item.databaseId).padStart(6, '0')}: ${item.error!.message}`)
          .join('; '),
        variant: 'destructive',
      });
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('operations.tryAgain'))));
    }
  }

  if (ids.length === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('operations.bulk.label')}
      className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-brand-600 bg-white p-3 shadow dark:bg-slate-900"
    >
      <span className="text-sm font-semibold">{t('operations.bulk.selected', { selected: String(ids.length) })}</span>
      {offered.map((choice) => (
        <Button
          key={choice.action}
          variant={choice.danger ? 'danger' : 'primary'}
          disabled={running}
          onClick={() => setConfirming(choice)}
        >
          {labelOf(choice)}
        </Button>
      ))}
      {offered.length === 0 ? (
        <span className="text-sm text-slate-600 dark:text-slate-400">{t('operations.bulk.noneApplies')}</span>
      ) : null}
      <Button variant="ghost" onClick={onDone}>
        {t('operations.bulk.clearSelection')}
      </Button>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${labelOf(confirming)}?` : ''}
        actions={
          <>
            <CancelButton onClick={() => setConfirming(null)} />
            <Button variant={confirming?.danger ? 'danger' : 'primary'} onClick={() => confirming && go(confirming)}>
              {confirming ? labelOf(confirming) : ''}
            </Button>
          </>
        }
      >
        <p>{t('operations.bulk.allOrNothing')}</p>
      </Dialog>
    </div>
  );
}
