import { type Dispatch, type FormEvent, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { drumNumberKey } from '../../../../domain/validation/trackedDrums';
import { Button, CancelButton } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { Page, PageHeader } from '../../components/PageHeader';
import { useCreatePickupRequestMutation } from '../../mutations/CreatePickupRequestMutation';
import { uploadablesAt } from '../../relay/environment';
import { errorMessage, isNetworkError } from '../../relay/errors';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import {
  checkPickupForm,
  EMPTY_PICKUP_FORM,
  type FormIssue,
  pickupInput,
  type PickupFormValues,
  useFormIssues,
  withNumberOnSpecLine,
} from '../../pickups/form';
import { FormErrors, PickupRequestFields, SAVE_BLOCKED_ID, SaveBlockedReason } from '../../pickups/PickupRequestFields';
import { MY_RETURNS } from '../../pickups/returnsLists';
import { UnsavedChangesGuard } from '../../pickups/UnsavedChanges';
import { newRequestIsDirty } from '../../pickups/leaveGuard';
import { errorToast, useToast } from '../../toast/ToastProvider';
import { lookUpDrums } from '../../trackedDrums/drumLookup';
import { useViewer } from '../../viewer/ViewerProvider';
import { useHoldForEditing } from '../../outbox/holdForEditing';
import { SendingProgress, showSendProgress } from '../../outbox/SendingProgress';
import type { offlineBookingFormQuery } from '../../pickups/__generated__/offlineBookingFormQuery.graphql';
import { bookingFormQuery, lookUpDrumOrKept, useKeepBookingFormForOffline } from '../../pickups/offlineBooking';

// The form's query is the one the phone keeps for booking without coverage (docs/offline.md).
const query = bookingFormQuery;

export const loader = routeQueryLoader<offlineBookingFormQuery>(query);

/** Create Pickup Request (docs/specification.md section 2): saved as a draft, finalized later from My Returns. */
export function Component() {
  const data = usePreloadedQuery<offlineBookingFormQuery>(query, useRouteQuery<offlineBookingFormQuery>());
  useKeepBookingFormForOffline();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY_PICKUP_FORM);
  const prefill = usePrefillFromDrums(setValues);
  const [images, setImages] = useState<File[]>([]);
  const check = () => checkPickupForm(values, { existing: 0, added: images.length, creating: true });
  const [issues, setIssues] = useFormIssues(check, [values, images]);
  const [create, creating] = useCreatePickupRequestMutation();
  const errorsRef = useRef<HTMLDivElement>(null);
  // The write's key, made on the phone: the same for every send of this form, so a send whose
  // answer was lost and the outbox's later one make one request.
  const clientRequestId = useRef(newClientRequestId());
  const [queueing, setQueueing] = useState(false);
  const viewer = useViewer()?.id;
  const editingQueued = useQueuedBookingToEdit(viewer, setValues, setImages, clientRequestId);
  // Not sent from the outbox while it is open here: what goes is this form's Save.
  useHoldForEditing(viewer, editingQueued);

  const dirty = newRequestIsDirty(values, images.length);
  const state = useRef({ dirty, saved: false });
  state.current.dirty = dirty;
  const shouldBlock = useCallback(() => state.current.dirty && !state.current.saved, []);

  const showIssues = (found: FormIssue[]) => {
    setIssues(found);
    requestAnimationFrame(() => errorsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = check();
    if (found.length) return showIssues(found);
    setIssues([]);
    // The request's own time is this press of Save, for this send and any the outbox makes of it
    // (the same key with another time would be other fields).
    const savedAt = new Date().toISOString();
    // Without coverage the booking waits in the outbox (docs/offline.md).
    if (!navigator.onLine) return keepForLater(0, savedAt);
    try {
      const { createPickupRequest: result } = await create(
        {
          input: {
            ...pickupInput(values),
            clientRequestId: clientRequestId.current,
            createdAt: savedAt,
            images: images.map(() => null),
          },
          connections: [MY_RETURNS.connectionId],
        },
        uploadablesAt('variables.input.images', images),
        // The photos' progress under the buttons, as a waiting booking's card shows it.
        (progress) => showSendProgress(clientRequestId.current, progress),
      );
      if (result.__typename === 'ValidationError') {
        showIssues([...result.issues]);
        toast(errorToast(t('common.error'), result.message || t('pickups.form.createFailed')));
      } else if (result.__typename === 'PickupRequestPayload') {
        state.current.saved = true;
        if (editingQueued && viewer)
          void import('../../outbox/app').then(({ appOutbox }) => appOutbox(viewer).discard(editingQueued));
        toast({ title: t('pickups.form.saved'), description: t('pickups.form.savedDescription') });
        navigate(`/returns?scrollTo=${result.pickupRequest.databaseId}`);
      }
    } catch (error) {
      // No answer: the server may have it or not; the outbox sends it again with the same key.
      if (isNetworkError(error)) return keepForLater(1, savedAt);
      toast(errorToast(t('common.error'), errorMessage(error, t('pickups.form.createFailed'))));
    } finally {
      showSendProgress(clientRequestId.current, null);
    }
  }

  /** Into the outbox, photos and all; `attempts`: sends already made without an answer; `savedAt`: when Save was pressed. */
  async function keepForLater(attempts: number, savedAt: string) {
    setQueueing(true);
    try {
      if (!viewer) throw new Error(t('pickups.form.createFailed'));
      const { appOutbox } = await import('../../outbox/app');
      await appOutbox(viewer).queue({
        kind: 'booking',
        clientRequestId: clientRequestId.current,
        savedAt,
        input: pickupInput(values),
        values,
        photos: images.map((file) => ({ name: file.name, type: file.type, blob: file })),
        attempts,
      });
      state.current.saved = true;
      toast({ title: t('returns.outbox.queued'), description: t('returns.outbox.queuedDescription') });
      navigate('/returns');
    } catch (error) {
      toast(errorToast(t('common.error'), errorMessage(error, t('pickups.form.createFailed'))));
    } finally {
      setQueueing(false);
    }
  }

  const busy = creating || queueing;
  return (
    <Page>
      <PageHeader title={t('pickups.form.title')} subtitle={t('pickups.form.subtitle')} />
      <form noValidate onSubmit={save} className="space-y-4">
        <div ref={errorsRef}>
          <FormErrors issues={issues} />
        </div>
        {prefill}
        <PickupRequestFields
          config={data.config}
          values={values}
          onChange={setValues}
          photos={{ added: images, onAddedChange: setImages }}
          issues={issues}
        />
        <Notice>
          {t('pickups.form.draftNoticeBefore')}{' '}
          <Link to="/returns" className="inline-flex min-h-11 items-center font-semibold underline">
            {t('pickups.form.draftNoticeLink')}
          </Link>{' '}
          {t('pickups.form.draftNoticeAfter')}
        </Notice>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {creating ? (
            <p role="status" className="w-full text-sm text-slate-600 sm:w-auto dark:text-slate-400">
              <SendingProgress clientRequestId={clientRequestId.current} waiting="" />
            </p>
          ) : null}
          <SaveBlockedReason photos={images.length} />
          <CancelButton onClick={() => navigate('/returns')} disabled={busy} />
          <Button
            type="submit"
            disabled={busy || images.length === 0}
            aria-describedby={images.length === 0 ? SAVE_BLOCKED_ID : undefined}
          >
            {busy ? t('pickups.form.submitting') : t('pickups.form.save')}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard shouldBlock={shouldBlock} />
    </Page>
  );
}

/** A key for a write (docs/api.md, "Retries"); outside a secure context, from random bytes. */
function newClientRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `?outbox=<key>`: a booking waiting in the outbox, edited here. The form takes its fields, photos
 * and key (the server never kept it: see QueuedBookings); answers the key while editing one.
 */
function useQueuedBookingToEdit(
  viewer: string | undefined,
  setValues: Dispatch<SetStateAction<PickupFormValues>>,
  setImages: Dispatch<SetStateAction<File[]>>,
  clientRequestId: { current: string },
) {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('outbox');
  useEffect(() => {
    if (!key || !viewer) return;
    let current = true;
    void import('../../outbox/app').then(async ({ appOutbox }) => {
      const booking = await appOutbox(viewer).get(key);
      if (booking?.kind !== 'booking' || !current) return;
      clientRequestId.current = booking.clientRequestId;
      // The form's values as the form gave them to the outbox (keepForLater above).
      setValues(booking.values as PickupFormValues);
      setImages(booking.photos.map((photo) => new File([photo.blob], photo.name, { type: photo.type })));
    });
    return () => {
      current = false;
    };
  }, [key, viewer, setValues, setImages, clientRequestId]);
  return key;
}

type Prefill =
  | { state: 'none' }
  | { state: 'loading'; count: number }
  | { state: 'done'; added: number; notFound: string[]; refused: string[] }
  | { state: 'failed' };

/**
 * Book pickup from Drums on site: `?drums=FB1001,FB1002` names the drums chosen there. Each is
 * looked up; the drums of the company's sites go on their specifications' lines with their
 * numbers, and the first one's site fills the address. Answers what to say about it.
 */
function usePrefillFromDrums(setValues: Dispatch<SetStateAction<PickupFormValues>>) {
  const [searchParams] = useSearchParams();
  const environment = useRelayEnvironment();
  const { t } = useTranslation();
  const given = searchParams.get('drums') ?? '';
  const [prefill, setPrefill] = useState<Prefill>({ state: 'none' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Once per list (StrictMode runs an effect twice; the form keeps what was added).
    if (started.current === given) return;
    started.current = given;
    const seen = new Set<string>();
    const numbers = given
      .split(',')
      .map((number) => number.trim())
      .filter((number) => number && !seen.has(drumNumberKey(number)) && seen.add(drumNumberKey(number)))
      .slice(0, 100);
    if (!numbers.length) return;
    setPrefill({ state: 'loading', count: numbers.length });
    lookUpDrums(environment, numbers, lookUpDrumOrKept).then(
      (found) => {
        const notFound: string[] = [];
        const refused: string[] = [];
        const usable = found.flatMap((drum, index) => {
          if (!drum || drum.status === 'RETURNED') notFound.push(numbers[index]);
          else if (drum.status === 'BOOKED' && drum.pickupRequest)
            refused.push(
              t('errors.trackedDrums.alreadyBooked', {
                number: drum.number,
                reference: drum.pickupRequest.referenceNumberFormatted,
              }),
            );
          else return [drum];
          return [];
        });
        setValues((latest) => {
          let drums = latest.drums;
          for (const drum of usable)
            if (
              !drums.some((row) =>
                row.numbers?.some((line) => drumNumberKey(line.number) === drumNumberKey(drum.number)),
              )
            )
              drums = withNumberOnSpecLine(drums, drum);
          const site = usable.find((drum) => drum.site)?.site;
          return site && !latest.address.trim()
            ? {
                ...latest,
                drums,
                address: site.address,
                latitude: site.latitude == null ? '' : String(site.latitude),
                longitude: site.longitude == null ? '' : String(site.longitude),
              }
            : { ...latest, drums };
        });
        setPrefill({ state: 'done', added: usable.length, notFound, refused });
      },
      () => setPrefill({ state: 'failed' }),
    );
  }, [given, environment, setValues, t]);

  if (prefill.state === 'none') return null;
  // One live region for the whole lookup, so its outcome is announced where its start was.
  return (
    <div role="status" className="space-y-2 text-sm">
      {prefill.state === 'loading' ? (
        <Notice>{t('trackedDrums.prefill.loading', { count: prefill.count })}</Notice>
      ) : null}
      {prefill.state === 'failed' ? (
        <Notice tone="warning">{t('trackedDrums.lookupFailed', { number: given })}</Notice>
      ) : null}
      {prefill.state === 'done' && prefill.added ? (
        <Notice tone="success">{t('trackedDrums.prefill.added', { count: prefill.added })}</Notice>
      ) : null}
      {prefill.state === 'done' && (prefill.notFound.length || prefill.refused.length) ? (
        <Notice tone="warning">
          {prefill.notFound.length ? (
            <p>{t('trackedDrums.prefill.notFound', { numbers: prefill.notFound.join(', ') })}</p>
          ) : null}
          {prefill.refused.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Notice>
      ) : null}
    </div>
  );
}
