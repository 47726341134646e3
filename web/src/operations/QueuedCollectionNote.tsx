import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDateTime } from '../format';
import { inLanguage } from '../i18n';
import { SendingProgress } from '../outbox/SendingProgress';
import type { QueuedCollection } from '../outbox/store';
import { useViewer } from '../viewer/ViewerProvider';
import type { CollectValues } from './CollectDialog';
import { listCard } from './listedCards';

/**
 * The collection of request `pickupRequestId` recorded without coverage, while it waits in the
 * outbox (docs/offline.md); undefined when none waits. (Its arrival is told by the layout: the
 * card may leave the board before the answer comes back.)
 */
export function useQueuedCollection(pickupRequestId: string): QueuedCollection<CollectValues> | undefined {
  const waiting = useWaitingCollections();
  // The request has a card on screen: its collection shows here, not above the board.
  useEffect(() => listCard(pickupRequestId), [pickupRequestId]);
  // The dialog's own state, as it gave it to the outbox (CollectDialog's keepForLater).
  const queued = waiting.find((write) => write.pickupRequestId === pickupRequestId) as
    QueuedCollection<CollectValues> | undefined;
  return queued;
}

/** The signed-in person's collections waiting in the outbox, oldest first. */
export function useWaitingCollections(): readonly QueuedCollection[] {
  const viewer = useViewer()?.id ?? null;
  return useSyncExternalStore(
    (onChange) => (viewer ? waitingFor(viewer).subscribe(onChange) : () => {}),
    () => (viewer ? waitingFor(viewer).collections : NONE),
  );
}

const NONE: QueuedCollection[] = [];

/** The signed-in person's waiting collections, read once for every card of a board (a board may hold thousands). */
type Waiting = { collections: QueuedCollection[]; subscribe(onChange: () => void): () => void };

let waiting: { viewer: string; state: Waiting } | null = null;

function waitingFor(viewer: string): Waiting {
  if (waiting?.viewer === viewer) return waiting.state;
  const changes = new Set<() => void>();
  const state: Waiting = {
    collections: NONE,
    subscribe(onChange) {
      changes.add(onChange);
      return () => void changes.delete(onChange);
    },
  };
  waiting = { viewer, state };
  const live = () => waiting?.state === state;
  void import('../outbox/app').then(({ appOutbox }) => {
    const outbox = appOutbox(viewer);
    const read = () =>
      void outbox.list().then((list) => {
        if (!live()) return;
        state.collections = list.filter((write): write is QueuedCollection => write.kind === 'collection');
        changes.forEach((onChange) => onChange());
      });
    const unsubscribe = outbox.subscribe(() => {
      if (!live()) return unsubscribe();
      read();
    });
    read();
  });
  return state;
}

/**
 * On the request's card: the collection waits, or the server refused it, with Edit (when the card
 * gives `onEdit`) and Discard.
 */
export function QueuedCollectionNote({ collection, onEdit }: { collection: QueuedCollection; onEdit?: () => void }) {
  const { t } = useTranslation();
  const [discarding, setDiscarding] = useState(false);
  // Editing keeps the key: safe only while the server cannot have it (never sent without an answer,
  // or refused: a refused write keeps no key).
  const editable = Boolean(collection.refused) || collection.attempts === 0;
  return (
    <section
      aria-label={t('operations.collect.waitingTitle')}
      className={`rounded-lg border px-3 py-2 text-sm ${collection.refused ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'}`}
    >
      <h4 className="font-semibold">{t('operations.collect.waitingTitle')}</h4>
      <p className="text-xs">{t('operations.collect.savedAt', { date: formatDateTime(collection.savedAt) })}</p>
      {collection.refused ? (
        <div role="alert" className="mt-1">
          <p className="font-medium">{t('operations.collect.refused')}</p>
          {collection.refused.message ? <p>{collection.refused.message}</p> : null}
          {collection.refused.issues.length ? (
            <ul className="list-disc pl-5">
              {collection.refused.issues.map((issue) => (
                <li key={`${issue.field}:${issue.message}`}>{inLanguage(issue.message)}</li>
              ))}
            </ul>
          ) : null}
          <p>{onEdit ? t('operations.collect.refusedHelp') : t('operations.collect.refusedDiscardHelp')}</p>
        </div>
      ) : (
        <p role="status" className="mt-1 font-medium">
          <SendingProgress clientRequestId={collection.clientRequestId} waiting={t('operations.collect.waiting')} />
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {editable && onEdit ? (
          <Button variant="secondary" onClick={onEdit}>
            {t('common.edit')}
          </Button>
        ) : null}
        <Button variant="remove" onClick={() => setDiscarding(true)}>
          {t('operations.collect.discard')}
        </Button>
      </div>
      <ConfirmDialog
        open={discarding}
        title={t('operations.collect.discardTitle')}
        confirmLabel={t('operations.collect.discard')}
        onConfirm={() => {
          setDiscarding(false);
          void import('../outbox/app').then(({ appOutbox }) =>
            appOutbox(collection.owner).discard(collection.clientRequestId),
          );
        }}
        onClose={() => setDiscarding(false)}
      >
        {t('operations.collect.discardText')}
      </ConfirmDialog>
    </section>
  );
}
