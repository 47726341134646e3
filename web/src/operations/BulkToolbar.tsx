import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { errorMessage } from '../relay/errors';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { useToast } from '../toast/ToastProvider';
import type { BulkPickupActionKind, BulkToolbarMutation } from './__generated__/BulkToolbarMutation.graphql';

const ACTIONS: { action: BulkPickupActionKind; label: string; done: string; danger?: boolean }[] = [
  { action: 'CONFIRM', label: 'Confirm Pick Up', done: 'confirmed' },
  { action: 'ABORT', label: 'Abort Pickup', done: 'aborted', danger: true },
  { action: 'CANCEL', label: 'Cancel Requests', done: 'cancelled', danger: true },
  { action: 'DELETE', label: 'Delete', done: 'deleted', danger: true },
];

/**
 * Actions on the selected requests of a tab, in one call (bulkPickupAction): all or nothing, so a
 * refused item leaves every request as it was and the toast says which and why.
 */
export function BulkToolbar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
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
  const [confirming, setConfirming] = useState<(typeof ACTIONS)[number] | null>(null);
  const toast = useToast();

  async function go(choice: (typeof ACTIONS)[number]) {
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
      {ACTIONS.map((choice) => (
        <Button
          key={choice.action}
          variant={choice.danger ? 'danger' : 'primary'}
          disabled={running}
          onClick={() => setConfirming(choice)}
        >
          {choice.label}
        </Button>
      ))}
      <Button variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`${confirming?.label ?? ''}: ${ids.length} ${ids.length === 1 ? 'request' : 'requests'}`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant={confirming?.danger ? 'danger' : 'primary'} onClick={() => confirming && go(confirming)}>
              {confirming?.label}
            </Button>
          </>
        }
      >
        <p>Every selected request is checked first; if any of them cannot be changed, none is.</p>
      </Dialog>
    </div>
  );
}
