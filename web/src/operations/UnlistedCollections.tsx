import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isListed, listedCardsVersion, subscribeListedCards, unlisted } from './listedCards';
import { QueuedCollectionNote, useWaitingCollections } from './QueuedCollectionNote';

/**
 * Above the transporter's board: their collections waiting in the outbox, or refused, whose
 * request has no card on screen. A request that left their lists meanwhile (cancelled, collected
 * by someone else) keeps its collection in sight with the server's words, to be discarded; one on
 * a list not shown now has a way to its details (docs/offline.md).
 */
export function UnlistedCollections() {
  const waiting = useWaitingCollections();
  // Read again whenever a card comes or goes.
  useSyncExternalStore(subscribeListedCards, listedCardsVersion);
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const title = useId();
  const shown = unlisted(waiting, isListed);
  if (!shown.length) return null;
  const opening = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('request', id);
    return `?${next}`;
  };
  return (
    <section aria-labelledby={title} className="mb-6 space-y-3">
      <h2 id={title} className="text-lg font-semibold">
        {t('operations.collect.unlistedTitle')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('operations.collect.unlistedIntro')}</p>
      <ul className="grid gap-3 lg:grid-cols-2">
        {shown.map((collection) => (
          <li key={collection.clientRequestId}>
            <article
              aria-label={collection.reference}
              className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="font-semibold">{collection.reference}</h3>
              <QueuedCollectionNote collection={collection} />
              <Link
                to={opening(collection.pickupRequestId)}
                className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline dark:text-brand-500"
              >
                {t('operations.collect.openRequest', { reference: collection.reference })}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
