import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { lazyDialog } from '../components/lazyDialog';
import { ImageViewer, ReturnDetailsDialog } from '../pickups/lazyDialogs';
import type { RequestActions_request$key } from './__generated__/RequestActions_request.graphql';
import type { PickupAction } from './pickupActionMutations';
import { QueuedCollectionNote, useQueuedCollection } from './QueuedCollectionNote';

const ScheduleDialog = lazyDialog(() => import('./ScheduleDialog').then((module) => module.ScheduleDialog));

/** The actions asked with a plain yes or no. */
const CONFIRMED_ACTIONS = ['clear', 'confirm', 'abort', 'cancel'] as const satisfies readonly PickupAction[];

const AdminRequestDialog = lazyDialog(() => import('./AdminRequestDialog').then((module) => module.AdminRequestDialog));

// The action dialogs and their mutations load when one first opens, not with the board.
const ConfirmActionDialog = lazyDialog(() =>
  import('./requestActionDialogs').then((module) => module.ConfirmActionDialog),
);
const CollectDialog = lazyDialog(() => import('./CollectDialog').then((module) => module.CollectDialog));
const RollbackDialog = lazyDialog(() => import('./requestActionDialogs').then((module) => module.RollbackDialog));
const DeleteRequestDialog = lazyDialog(() =>
  import('./requestActionDialogs').then((module) => module.DeleteRequestDialog),
);

/**
 * A request's buttons on the admin's and transporter's lists, card or table row alike: View
 * Details and the actions the server offers this viewer now (allowedActions), each behind its
 * dialog.
 */
export function RequestActions({
  request,
  detailsTitle,
  returnsLog = false,
}: {
  request: RequestActions_request$key;
  /** The details dialog's title after the reference ('Complete Details' for admins). */
  detailsTitle?: string;
  /** The Returns Log offers Delete (docs/specification.md section 2). */
  returnsLog?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment RequestActions_request on PickupRequest {
        id
        referenceNumberFormatted
        scheduledPickupDate
        assignedTransportCompanyId
        assignedTransportCompanyName
        assignedContactPersonId
        allowedActions
        rollbackTargets
        viewerCanDelete
        viewerCanEdit
        images {
          id
          url
          thumbnailUrl
          filename
          isPrimary
        }
        ...ReturnDetailsDialog_request
        ...AdminRequestDialog_request
        ...CollectDialog_request
      }
    `,
    request,
  );
  const [open, setOpen] = useState<'details' | 'edit' | 'schedule' | 'rollback' | 'delete' | PickupAction | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { t } = useTranslation();
  const allowed = new Set(data.allowedActions);
  // A collection recorded without coverage waits on the phone: it is this request's collection.
  const queuedCollection = useQueuedCollection(data.id);
  return (
    <>
      {queuedCollection ? (
        <div className="mb-2">
          <QueuedCollectionNote collection={queuedCollection} onEdit={() => setOpen('collect')} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('details')}>
          {t('operations.actions.viewDetails')}
        </Button>
        {data.viewerCanEdit ? (
          <Button variant="secondary" onClick={() => setOpen('edit')}>
            {t('common.edit')}
          </Button>
        ) : null}
        {allowed.has('SCHEDULE') ? (
          <Button onClick={() => setOpen('schedule')}>
            {data.scheduledPickupDate ? t('operations.actions.editSchedule') : t('operations.actions.schedule')}
          </Button>
        ) : null}
        {allowed.has('CONFIRM') ? (
          <Button onClick={() => setOpen('confirm')}>{t('operations.actions.confirm')}</Button>
        ) : null}
        {allowed.has('MARK_COLLECTED') && !queuedCollection ? (
          <Button onClick={() => setOpen('collect')}>{t('operations.actions.collect')}</Button>
        ) : null}
        {allowed.has('CLEAR_SCHEDULE') ? (
          <Button variant="secondary" onClick={() => setOpen('clear')}>
            {t('operations.actions.clearSchedule')}
          </Button>
        ) : null}
        {allowed.has('ABORT') ? (
          <Button variant="danger" onClick={() => setOpen('abort')}>
            {t('operations.actions.abort')}
          </Button>
        ) : null}
        {allowed.has('ROLLBACK') && data.rollbackTargets.length ? (
          <Button variant="secondary" onClick={() => setOpen('rollback')}>
            {t('operations.actions.rollback')}
          </Button>
        ) : null}
        {allowed.has('CANCEL') ? (
          <Button variant="ghost" onClick={() => setOpen('cancel')}>
            {t('operations.actions.cancel')}
          </Button>
        ) : null}
        {returnsLog && data.viewerCanDelete ? (
          <Button variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setOpen('delete')}>
            {t('common.delete')}
          </Button>
        ) : null}
      </div>
      {data.viewerCanEdit ? (
        <AdminRequestDialog open={open === 'edit'} onClose={() => setOpen(null)} request={data} />
      ) : null}
      <DeleteRequestDialog
        open={open === 'delete'}
        onClose={() => setOpen(null)}
        requestId={data.id}
        reference={data.referenceNumberFormatted}
      />

      <ReturnDetailsDialog
        request={data}
        open={open === 'details'}
        onClose={() => setOpen(null)}
        onViewImage={setViewing}
        titleSuffix={detailsTitle}
        staff
      />
      <ScheduleDialog
        open={open === 'schedule'}
        onClose={() => setOpen(null)}
        requestId={data.id}
        scheduledPickupDate={data.scheduledPickupDate}
        assignedTransportCompanyId={data.assignedTransportCompanyId}
        assignedTransportCompanyName={data.assignedTransportCompanyName}
        assignedContactPersonId={data.assignedContactPersonId}
      />
      {allowed.has('MARK_COLLECTED') ? (
        <CollectDialog
          request={data}
          open={open === 'collect'}
          onClose={() => setOpen(null)}
          draft={queuedCollection}
        />
      ) : null}
      {CONFIRMED_ACTIONS.map((action) => (
        <ConfirmActionDialog
          key={action}
          action={action}
          requestId={data.id}
          reference={data.referenceNumberFormatted}
          open={open === action}
          onClose={() => setOpen(null)}
        />
      ))}
      <RollbackDialog
        open={open === 'rollback'}
        onClose={() => setOpen(null)}
        requestId={data.id}
        targets={data.rollbackTargets}
      />
      <ImageViewer images={data.images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </>
  );
}
