import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { errorMessage } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { useToast } from '../toast/ToastProvider';
import type { BulkPickupActionKind, BulkToolbarMutation } from './__generated__/BulkToolbarMutation.graphql';

type Choice = { action: BulkPickupActionKind; verb: string; noun: [string, string]; done: string; danger?: boolean };

const ACTIONS: Choice[] = [
  { action: 'CONFIRM', verb: 'Confirm', noun: ['pickup', 'pickups'], done: 'confirmed' },
  { action: 'ABORT', verb: 'Abort', noun: ['pickup', 'pickups'], done: 'aborted', danger: true },
  { action: 'CANCEL', verb: 'Cancel', noun: ['request', 'requests'], done: 'cancelled', danger: true },
  { action: 'DELETE', verb: 'Delete', noun: ['request', 'requests'], done: 'deleted', danger: true },
];

/** 'Cancel 3 requests': the action and how many it changes. */
const labelOf = (choice: Choice, count: number) => `${choice.verb} ${count} ${choice.noun[count === 1 ? 0 : 1]}`;

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

  async function go(choice: Choice) {
    setConfirming(null);
    try {
      const { bulkPickupAction: outcome } = await run({ input: { action: choice.action, ids: [...ids] } });
      if (outcome.applied) {
        toast({
          title: `${outcome.changedCount} ${outcome.changedCount === 1 ? 'request' : 'requests'} ${choice.done}`,
        });
        onDone();
        return;
      }
      const refused = outcome.results.filter((item) => item.error && item.error.code !== 'NOT_APPLIED');
      toast({
        title: 'Nothing was changed',
        description: refused
          .map((item) => `PR-${String(item.databaseId).padStart(6, '0')}: ${item.error!.message}`)
          .join('; '),
        variant: 'destructive',
      });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  if (ids.length === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label="Selected requests"
      className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-brand-600 bg-white p-3 shadow dark:bg-slate-900"
    >
      <span className="text-sm font-semibold">{ids.length} selected</span>
      {offered.map((choice) => (
        <Button
          key={choice.action}
          variant={choice.danger ? 'danger' : 'primary'}
          disabled={running}
          onClick={() => setConfirming(choice)}
        >
          {labelOf(choice, ids.length)}
        </Button>
      ))}
      {offered.length === 0 ? (
        <span className="text-sm text-slate-600 dark:text-slate-400">No action applies to all of them</span>
      ) : null}
      <Button variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${labelOf(confirming, ids.length)}?` : ''}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant={confirming?.danger ? 'danger' : 'primary'} onClick={() => confirming && go(confirming)}>
              {confirming ? labelOf(confirming, ids.length) : ''}
            </Button>
          </>
        }
      >
        <p>Every selected request is checked first; if any of them cannot be changed, none is.</p>
      </Dialog>
    </div>
  );
}
