import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { errorMessage } from '../../relay/errors';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { errorToast, useToast } from '../../toast/ToastProvider';
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
  const { t } = useTranslation();
  if (ids.length === 0) return null;

  async function go(action: BulkUserActionKind) {
    setConfirming(null);
    try {
      const { bulkUserAction: outcome } = await run({ input: { action, ids: [...ids] } });
      if (!outcome.applied) {
        const reason = outcome.results.find((item) => item.error && item.error.code !== 'NOT_APPLIED')?.error?.message;
        toast(errorToast(t('admin.bulk.nothingChanged'), reason));
        return;
      }
      const count = outcome.changedCount;
      toast({
        title: action === 'APPROVE' ? t('admin.bulk.approved', { count }) : t('admin.bulk.rejected', { count }),
      });
      onDone();
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('admin.tryAgain'))));
    }
  }

  return (
    <div
      role="toolbar"
      aria-label={t('admin.bulk.toolbar')}
      className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-brand-600 bg-white p-3 shadow dark:bg-slate-900"
    >
      <span className="text-sm font-semibold">{t('admin.bulk.selected', { count: ids.length })}</span>
      <Button disabled={running} onClick={() => setConfirming('APPROVE')}>
        {t('admin.bulk.approveSelected')}
      </Button>
      <Button variant="danger" disabled={running} onClick={() => setConfirming('REJECT')}>
        {t('admin.bulk.rejectSelected')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'REJECT' ? t('admin.bulk.rejectTitle') : t('admin.bulk.approveTitle')}
        confirmLabel={confirming === 'REJECT' ? t('admin.bulk.reject') : t('admin.bulk.approve')}
        busy={running}
        onClose={() => setConfirming(null)}
        onConfirm={() => (confirming ? go(confirming) : undefined)}
      >
        {confirming === 'REJECT'
          ? t('admin.bulk.rejectQuestion', { count: ids.length })
          : t('admin.bulk.approveQuestion', { count: ids.length })}
      </ConfirmDialog>
    </div>
  );
}
