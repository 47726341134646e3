import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDateTime } from '../format';
import { inLanguage } from '../i18n';
import { useViewer } from '../viewer/ViewerProvider';
import { appOutbox } from './app';
import { SendingProgress } from './SendingProgress';
import type { QueuedBooking } from './store';

/**
 * The bookings saved without coverage, as cards at the top of My Returns until the server has
 * them. One that arrives leaves; the layout tells so and loads the page's list again, where the
 * real request then shows (layout/AppLayout.tsx).
 */
export function QueuedBookings() {
  const { t } = useTranslation();
  const viewer = useViewer()?.id;
  const [bookings, setBookings] = useState<QueuedBooking[]>([]);

  useEffect(() => {
    if (!viewer) return;
    const outbox = appOutbox(viewer);
    let current = true;
    const read = () =>
      void outbox.list().then((list) => {
        if (current) setBookings(list.filter((write): write is QueuedBooking => write.kind === 'booking'));
      });
    const unsubscribe = outbox.subscribe(read);
    read();
    // Listening first, so a booking that arrives now refreshes the list.
    void outbox.flush();
    return () => {
      current = false;
      unsubscribe();
    };
  }, [viewer]);

  if (!bookings.length) return null;
  return (
    <section aria-labelledby="returns-outbox">
      <h2 id="returns-outbox" tabIndex={-1} className="mb-3 text-lg font-semibold">
        {t('returns.outbox.title')}
      </h2>
      <div className="space-y-3">
        {bookings.map((booking) => (
          <QueuedBookingCard key={booking.clientRequestId} booking={booking} />
        ))}
      </div>
    </section>
  );
}

function QueuedBookingCard({ booking }: { booking: QueuedBooking }) {
  const { t } = useTranslation();
  const [discarding, setDiscarding] = useState(false);
  const drums = booking.values.drums.reduce((sum, row) => sum + row.quantity, 0);
  const types = [...new Set(booking.values.drums.map((row) => row.specName))].join(', ');
  const address = booking.values.address.trim() || t('returns.outbox.noAddress');
  // Editing gives the form the same key: only safe while the server cannot have it (never sent
  // without an answer) or has refused it (a refused write keeps no key).
  const editable = Boolean(booking.refused) || booking.attempts === 0;
  return (
    <article
      aria-label={t('returns.outbox.cardLabel', { address })}
      className={`rounded-xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${booking.refused ? 'border-red-300 dark:border-red-800' : 'border-amber-300 dark:border-amber-800'}`}
    >
      <h3 className="font-semibold break-words">{address}</h3>
      <p className="mt-1 text-sm">
        <span className="font-medium">{drums}</span> {t('pickups.card.drums', { count: drums })}
        {types ? <span className="text-slate-600 dark:text-slate-400"> · {types}</span> : null}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('returns.outbox.savedAt', { date: formatDateTime(booking.savedAt) })} ·{' '}
        {t('returns.outbox.photos', { count: booking.photos.length })}
      </p>
      {booking.refused ? (
        <div
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-medium">{t('returns.outbox.refused')}</p>
          {booking.refused.message ? <p>{booking.refused.message}</p> : null}
          {booking.refused.issues.length ? (
            <ul className="mt-1 list-disc pl-5">
              {booking.refused.issues.map((issue) => (
                <li key={`${issue.field}:${issue.message}`}>{inLanguage(issue.message)}</li>
              ))}
            </ul>
          ) : null}
          <p className="mt-1">{t('returns.outbox.refusedHelp')}</p>
        </div>
      ) : (
        <p
          role="status"
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <SendingProgress clientRequestId={booking.clientRequestId} waiting={t('returns.outbox.waiting')} />
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {editable ? (
          <ButtonLink variant="secondary" to={`/pickup-request?outbox=${encodeURIComponent(booking.clientRequestId)}`}>
            {t('common.edit')}
          </ButtonLink>
        ) : null}
        <Button variant="remove" onClick={() => setDiscarding(true)}>
          {t('returns.outbox.discard')}
        </Button>
      </div>
      <ConfirmDialog
        open={discarding}
        title={t('returns.outbox.discardTitle')}
        confirmLabel={t('returns.outbox.discard')}
        onConfirm={() => {
          setDiscarding(false);
          void appOutbox(booking.owner).discard(booking.clientRequestId);
        }}
        onClose={() => setDiscarding(false)}
      >
        {t('returns.outbox.discardText')}
      </ConfirmDialog>
    </article>
  );
}
