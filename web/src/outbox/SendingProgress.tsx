import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format';
import type { SendProgress } from './send';

// How far the page's send of a queued write has come, for its card (docs/offline.md, "Progress
// per photo"). Kept apart from the outbox's list (and its chunk: the cards of the thread and the
// board load the outbox later): progress changes many times a second, and a card reads only its
// own write's.

const current = new Map<string, SendProgress>();
const listeners = new Set<() => void>();

/** The send of write `clientRequestId` has come this far; null, it has ended. */
export function showSendProgress(clientRequestId: string, progress: SendProgress | null): void {
  if (progress) current.set(clientRequestId, progress);
  else current.delete(clientRequestId);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How far the send of write `clientRequestId` has come; undefined while it is not on its way. */
function useSendProgress(clientRequestId: string): SendProgress | undefined {
  return useSyncExternalStore(
    subscribe,
    useCallback(() => current.get(clientRequestId), [clientRequestId]),
  );
}

/**
 * On a waiting write's card while it is on its way: "Sending photo 1 of 2: 45%" with a bar for
 * that photo, then "Sent, waiting for the answer"; `waiting` (the card's own words) otherwise.
 */
export function SendingProgress({ clientRequestId, waiting }: { clientRequestId: string; waiting: string }) {
  const { t } = useTranslation();
  const progress = useSendProgress(clientRequestId);
  if (!progress) return <>{waiting}</>;
  if (progress.photos === 0 || (progress.photo === progress.photos && progress.fraction >= 1))
    return <>{progress.photos === 0 && progress.fraction < 1 ? t('common.outbox.sending') : t('common.outbox.sent')}</>;
  const label = t('common.outbox.sendingPhoto', {
    photo: progress.photo,
    photos: progress.photos,
    percent: formatPercent(progress.fraction),
  });
  return (
    <span className="block">
      {/* The live region announces each photo once; the percent is read from the bar. */}
      <span aria-hidden="true" className="block">
        {label}
      </span>
      <span className="sr-only">
        {t('common.outbox.sendingPhotoOf', { photo: progress.photo, photos: progress.photos })}
      </span>
      <progress
        className="mt-1 block h-2 w-full accent-amber-600"
        max={1}
        value={progress.fraction}
        aria-label={t('common.outbox.photoProgress', { photo: progress.photo, photos: progress.photos })}
        aria-valuetext={label}
      />
    </span>
  );
}
