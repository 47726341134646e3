import { CreditLine } from '../buyback/CreditLine';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, CancelButton } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Spinner } from '../components/Spinner';
import { StatusBadge } from './StatusBadge';
import { ProgressStepper } from './ProgressStepper';
import { UnreadBadge } from '../messages/UnreadBadge';
import { useDeletePickupRequestMutation } from '../mutations/DeletePickupRequestMutation';
import { useSubmitPickupRequestMutation } from '../mutations/SubmitPickupRequestMutation';
import { errorMessage } from '../relay/errors';
import { errorToast, useToast } from '../toast/ToastProvider';
import type { AddressPicker_config$key } from './__generated__/AddressPicker_config.graphql';
import type { ReturnCard_request$key } from './__generated__/ReturnCard_request.graphql';
import type { ReturnsList } from './returnsLists';
import { formatDateTime, formatDay } from '../format';
import { ImageViewer, ReturnDetailsDialog } from './lazyDialogs';

// The edit form (drums, photos, address picker) is a chunk of its own, loaded on the first Edit.
const loadEditor = () => import('./EditReturnDialog');
const EditReturnDialog = lazy(() => loadEditor().then((module) => ({ default: module.EditReturnDialog })));

const MAX_THUMBNAILS = 4;

type Props = {
  request: ReturnCard_request$key;
  /** The list the card is in: deleting the request takes it out of that list. */
  list: ReturnsList;
  /** What the Edit Return dialog needs: the drum list and the map settings. Absent: view only. */
  editing?: { config: AddressPicker_config$key };
  highlighted?: boolean;
};

/** A request on My Returns or Completed Returns; drafts can be edited, deleted and submitted. */
export function ReturnCard({ request, list, editing, highlighted = false }: Props) {
  const data = useFragment(
    graphql`
      fragment ReturnCard_request on PickupRequest {
        unreadMessageCount
        id
        databaseId
        referenceNumberFormatted
        status
        address
        totalDrums
        drumType
        createdAt
        confirmedAt
        scheduledAt
        scheduledPickupDate
        acknowledgedAt
        collectedAt
        cancelledAt
        viewerCanEdit
        viewerCanDelete
        viewerCanSubmit
        images {
          id
          url
          thumbnailUrl
          filename
        }
        ...ReturnDetailsDialog_request
        ...EditReturnDialog_request
        ...CreditLine_request
      }
    `,
    request,
  );
  const toast = useToast();
  const { t } = useTranslation();
  const [open, setOpen] = useState<'details' | 'edit' | 'delete' | 'submit' | null>(null);
  // Edit opens its dialog once the form's code is there; until then the button says it is busy.
  // A loading dialog swapped for the form's own left the page behind it live (docs/decisions.md).
  const [openingEditor, setOpeningEditor] = useState(false);
  const openEditor = () => {
    if (openingEditor) return;
    setOpeningEditor(true);
    // A chunk that fails to load fails again in the dialog's lazy, to the error boundary.
    void loadEditor()
      .catch(() => undefined)
      .then(() => {
        setOpeningEditor(false);
        setOpen('edit');
      });
  };
  const [viewing, setViewing] = useState<number | null>(null);
  const [remove, removing] = useDeletePickupRequestMutation();
  const [submit, submitting] = useSubmitPickupRequestMutation();
  const article = useRef<HTMLElement>(null);

  async function confirmDelete() {
    // The card goes with the request; the keyboard goes to its section's heading (or the page's).
    const heading =
      article.current?.closest('section')?.querySelector<HTMLElement>('h2') ??
      document.querySelector<HTMLElement>('main h1');
    try {
      await remove({ input: { id: data.id }, connections: [list.connectionId] });
      setOpen(null);
      toast({ title: t('pickups.card.deleted') });
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // After the dialog has closed and given focus back (to a button that is gone).
        window.setTimeout(() => heading.focus(), 0);
      }
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('pickups.card.deleteFailed'))));
    }
  }

  async function confirmSubmit() {
    try {
      const { submitPickupRequest: result } = await submit({ input: { id: data.id } });
      if (result.__typename === 'ValidationError') {
        toast(errorToast(t('common.error'), result.issues[0]?.message ?? result.message));
        return;
      }
      setOpen(null);
      toast({ title: t('pickups.card.submitted') });
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('pickups.card.submitFailed'))));
    }
  }

  const shown = data.images.slice(0, MAX_THUMBNAILS);
  const overflow = data.images.length - shown.length;
  const date = data.collectedAt ?? data.scheduledPickupDate ?? data.confirmedAt ?? data.createdAt;
  const shownDate = (data.scheduledPickupDate && !data.collectedAt ? formatDateTime : formatDay)(date);
  const dateLine = data.collectedAt
    ? t('pickups.card.collectedOn', { date: shownDate })
    : data.scheduledPickupDate
      ? t('pickups.card.pickupOn', { date: shownDate })
      : data.confirmedAt
        ? t('pickups.card.submittedOn', { date: shownDate })
        : t('pickups.card.createdOn', { date: shownDate });

  return (
    <article
      ref={article}
      id={`return-${data.databaseId}`}
      aria-label={data.referenceNumberFormatted}
      className={`scroll-mt-20 rounded-xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${highlighted ? 'border-brand-600 ring-2 ring-brand-600/40' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="whitespace-nowrap font-semibold">{data.referenceNumberFormatted}</h3>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">{data.address}</p>
        </div>
        <span className="flex shrink-0 items-center gap-1">
          <UnreadBadge count={data.unreadMessageCount} />
          <StatusBadge status={data.status} scheduledPickupDate={data.scheduledPickupDate} />
        </span>
      </div>
      <p className="mt-2 text-sm">
        <span className="font-medium">{data.totalDrums}</span> {t('pickups.card.drums', { count: data.totalDrums })}
        {data.drumType ? <span className="text-slate-600 dark:text-slate-400"> · {data.drumType}</span> : null}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{dateLine}</p>
      <CreditLine request={data} />
      <ProgressStepper request={data} variant="bar" />
      {shown.length ? (
        // Five columns of at most 4rem that shrink on a narrow phone (4 photos and +N fit in 360 px).
        <ul className="mt-3 grid grid-cols-[repeat(5,minmax(0,4rem))] gap-2" aria-label={t('pickups.photos.title')}>
          {shown.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setViewing(index)}
                className="block aspect-square w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
              >
                <img src={image.thumbnailUrl} alt={image.filename} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
          {overflow > 0 ? (
            <li>
              <button
                type="button"
                onClick={() => setViewing(MAX_THUMBNAILS)}
                className="flex aspect-square w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                +{overflow}
                <span className="sr-only"> {t('pickups.card.morePhotos')}</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {data.viewerCanSubmit ? (
        // A saved draft is not a booking; say so beside the button that books it.
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('pickups.card.notBooked')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('details')}>
          {t('pickups.card.viewDetails')}
        </Button>
        {data.viewerCanEdit && editing ? (
          <Button variant="secondary" onClick={openEditor} aria-busy={openingEditor}>
            {openingEditor ? <Spinner className="mr-2 size-4" /> : null}
            {t('common.edit')}
          </Button>
        ) : null}
        {/* The server decides: drafts, and submitted requests not yet scheduled (docs/specification.md section 6). */}
        {data.viewerCanDelete ? (
          <Button variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setOpen('delete')}>
            {t('common.delete')}
          </Button>
        ) : null}
        {data.viewerCanSubmit ? <Button onClick={() => setOpen('submit')}>{t('pickups.card.send')}</Button> : null}
      </div>

      <ReturnDetailsDialog
        request={data}
        open={open === 'details'}
        onClose={() => setOpen(null)}
        onViewImage={setViewing}
      />
      {editing && open === 'edit' ? (
        <Suspense fallback={null}>
          <EditReturnDialog request={data} config={editing.config} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
      <Dialog
        open={open === 'delete'}
        onClose={() => setOpen(null)}
        title={t('pickups.card.deleteTitle')}
        actions={
          <>
            <CancelButton onClick={() => setOpen(null)} disabled={removing} />
            <Button variant="danger" onClick={confirmDelete} disabled={removing}>
              {removing ? t('pickups.card.deleting') : t('common.delete')}
            </Button>
          </>
        }
      >
        {t('pickups.card.deleteBody', { reference: data.referenceNumberFormatted })}
      </Dialog>
      <Dialog
        open={open === 'submit'}
        onClose={() => setOpen(null)}
        title={t('pickups.card.submitTitle')}
        actions={
          <>
            <CancelButton onClick={() => setOpen(null)} disabled={submitting} />
            <Button onClick={confirmSubmit} disabled={submitting}>
              {submitting ? t('pickups.card.submitting') : t('pickups.card.submit')}
            </Button>
          </>
        }
      >
        {t('pickups.card.submitBody', { reference: data.referenceNumberFormatted })}
      </Dialog>
      <ImageViewer images={data.images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </article>
  );
}
