import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { inLanguage } from '../i18n';
import { SendingProgress } from '../outbox/SendingProgress';
import type { QueuedMessage } from '../outbox/store';
import { useViewer } from '../viewer/ViewerProvider';
import threadQuery from './__generated__/MessageThreadQuery.graphql';

/**
 * The messages of a thread written without coverage (or sent without an answer), as the outbox
 * keeps them until the server has them (docs/offline.md). When one arrives the thread is read
 * again, so it shows as sent even before the live socket is back.
 */
export function useQueuedMessages(pickupRequestId: string): QueuedMessage[] {
  const viewer = useViewer()?.id;
  const environment = useRelayEnvironment();
  const [messages, setMessages] = useState<QueuedMessage[]>([]);
  useEffect(() => {
    if (!viewer) return;
    let current = true;
    let unsubscribe = () => {};
    void import('../outbox/app').then(({ appOutbox }) => {
      if (!current) return;
      const outbox = appOutbox(viewer);
      const read = () =>
        void outbox.list().then((list) => {
          if (current)
            setMessages(
              list.filter(
                (write): write is QueuedMessage =>
                  write.kind === 'message' && write.pickupRequestId === pickupRequestId,
              ),
            );
        });
      unsubscribe = outbox.subscribe((event) => {
        read();
        if (event.sent?.kind === 'message')
          fetchQuery(environment, threadQuery, { id: pickupRequestId }).subscribe({ error: () => undefined });
      });
      read();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [viewer, pickupRequestId, environment]);
  return messages;
}

/** The thread's messages waiting on the phone: each says it waits, or why the server refused it. */
export function QueuedMessageList({
  messages,
  onEdit,
}: {
  messages: readonly QueuedMessage[];
  /** Puts a refused (or never sent) message back into the composer, out of the outbox. */
  onEdit: (message: QueuedMessage) => void;
}) {
  const { t } = useTranslation();
  if (!messages.length) return null;
  return (
    <ol aria-label={t('messages.composer.queuedList')} className="space-y-2">
      {messages.map((message) => (
        <QueuedMessageBubble key={message.clientRequestId} message={message} onEdit={onEdit} />
      ))}
    </ol>
  );
}

function QueuedMessageBubble({
  message,
  onEdit,
}: {
  message: QueuedMessage;
  onEdit: (message: QueuedMessage) => void;
}) {
  const { t } = useTranslation();
  const [discarding, setDiscarding] = useState(false);
  // Editing makes a new message of it: safe only while the server cannot have it (never sent
  // without an answer, or refused: a refused write keeps no key).
  const editable = Boolean(message.refused) || message.attempts === 0;
  return (
    <li className="flex justify-end">
      <div
        className={`max-w-[85%] rounded-2xl border px-3 py-2 text-sm ${message.refused ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'}`}
      >
        {message.refused ? (
          <div role="alert" className="text-xs">
            <p className="font-medium">{t('messages.composer.refused')}</p>
            {message.refused.message ? <p>{message.refused.message}</p> : null}
            {message.refused.issues.map((issue) => (
              <p key={`${issue.field}:${issue.message}`}>{inLanguage(issue.message)}</p>
            ))}
            <p>{t('messages.composer.refusedHelp')}</p>
          </div>
        ) : (
          <p role="status" className="text-xs font-medium">
            <SendingProgress clientRequestId={message.clientRequestId} waiting={t('messages.composer.waiting')} />
          </p>
        )}
        {message.messageText ? <p className="mt-1 break-words whitespace-pre-wrap">{message.messageText}</p> : null}
        {message.photos.length ? (
          <p className="mt-1 text-xs">{t('messages.composer.photoCount', { count: message.photos.length })}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          {editable ? (
            <Button variant="secondary" onClick={() => onEdit(message)}>
              {t('common.edit')}
            </Button>
          ) : null}
          <Button variant="remove" onClick={() => setDiscarding(true)}>
            {t('messages.composer.discard')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={discarding}
        title={t('messages.composer.discardTitle')}
        confirmLabel={t('messages.composer.discard')}
        onConfirm={() => {
          setDiscarding(false);
          void import('../outbox/app').then(({ appOutbox }) =>
            appOutbox(message.owner).discard(message.clientRequestId),
          );
        }}
        onClose={() => setDiscarding(false)}
      >
        {t('messages.composer.discardText')}
      </ConfirmDialog>
    </li>
  );
}
