import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { errorMessage } from '../../relay/errors';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { useToast } from '../../toast/ToastProvider';
import type { BulkUsersBarMutation, BulkUserActionKind } from './__generated__/BulkUsersBarMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * New Users: approve or reject the selected registrations in one call (bulkUserAction), all or
 * nothing; the list reloads after (rejected accounts are gone, approved ones leave the tab).
 */
export function BulkUsersBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const [run, running] = usePromiseMutation<BulkUsersBarMutation>(graphql`
    mutation BulkUsersBarMutation($input: BulkUserActionInput!) {
      bulkUserAction(input: $input) {
        applied
        changedCount
        results {
          ok
          error {
            code
            message
          }
        }
      }
    }
  `);
  const [confirming, setConfirming] = useState<BulkUserActionKind | null>(null);
  const toast = useToast();
  if (ids.length === 0) return null;

  async function go(action: BulkUserActionKind) {
    setConfirming(null);
    try {
      const { bulkUserAction: outcome } = await run({ input: { action, ids: [...ids] } });
      if (!outcome.applied) {
        const reason = outcome.results.find((item) => item.error && item.error.code !== 'NOT_APPLIED')?.error?.message;
        toast({ title: 'Nothing was changed', description: reason, variant: 'destructive' });
        return;
      }
      const users = `${outcome.changedCount} ${outcome.changedCount === 1 ? 'user' : 'users'}`;
      toast({ title: action === 'APPROVE' ? `${users} approved` : `${users} rejected` });
      onDone();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <div
      role="toolbar"
      aria-label="Selected users"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-brand-600 bg-white p-3 shadow dark:bg-slate-900"
    >
      <span className="text-sm font-semibold">{ids.length} selected</span>
      <Button disabled={running} onClick={() => setConfirming('APPROVE')}>
        Approve Selected
      </Button>
      <Button variant="danger" disabled={running} onClick={() => setConfirming('REJECT')}>
        Reject Selected
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'REJECT' ? 'Reject Users' : 'Approve Users'}
        confirmLabel={confirming === 'REJECT' ? 'Reject' : 'Approve'}
        busy={running}
        onClose={() => setConfirming(null)}
        onConfirm={() => (confirming ? go(confirming) : undefined)}
      >
        {confirming === 'REJECT'
          ? `Reject ${ids.length} registrations? This permanently deletes the accounts.`
          : `Approve ${ids.length} registrations? Each user gets the approval mail.`}
      </ConfirmDialog>
    </div>
  );
}
