import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES_PER_MESSAGE } from '../../../domain/validation/message';
import { Button, buttonClasses } from '../components/Button';
import { XIcon } from '../components/icons';
import { useMediaQuery } from '../components/useMediaQuery';
import { useSendMessageMutation } from '../mutations/SendMessageMutation';
import { refusedImageToast } from '../images/refusedImageToast';
import { prepareImages } from '../images/scaleImage';
import { newClientRequestId } from '../outbox/key';
import type { QueuedMessage } from '../outbox/store';
import { errorMessage, isNetworkError } from '../relay/errors';
import { uploadablesAt } from '../relay/environment';
import { errorToast, useToast } from '../toast/ToastProvider';
import { useViewer } from '../viewer/ViewerProvider';
import { QueuedMessageList, useQueuedMessages } from './QueuedMessages';

type Pending = { key: number; text: string; photos: number };

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; up to 3 photos with previews.
 * The message shows at once as "Sending..." (optimistic) and is replaced by the stored one; on a
 * refusal the text and photos come back for another try. Without coverage, or when a send gets no
 * answer, it waits in the outbox with its key and shows as waiting until it is sent (docs/offline.md).
 */
export function MessageComposer({ pickupRequestId, connectionId }: { pickupRequestId: string; connectionId: string }) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [send] = useSendMessageMutation();
  const viewer = useViewer()?.id;
  const queued = useQueuedMessages(pickupRequestId);
  const toast = useToast();
  const { t } = useTranslation();
  const inputId = useId();
  const pickerId = useId();
  const hintId = useId();
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (photos.length + files.length > MAX_IMAGES_PER_MESSAGE) {
      // The words of MESSAGE_MESSAGES (domain/validation/message.ts), in the reader's language.
      toast(
        errorToast(
          t('messages.composer.tooManyFiles'),
          t('messages.composer.tooManyPhotos', { max: MAX_IMAGES_PER_MESSAGE }),
        ),
      );
      return;
    }
    const kept = await prepareImages(files, (file, error) => refusedImageToast(toast, file, error));
    setPhotos((current) => [...current, ...kept].slice(0, MAX_IMAGES_PER_MESSAGE));
  }

  async function submit() {
    const messageText = text.trim();
    if (!messageText && photos.length === 0) return;
    const sentPhotos = photos;
    const item = { key: Date.now(), text: messageText, photos: sentPhotos.length };
    setPending((current) => [...current, item]);
    setText('');
    setPhotos([]);
    const restore = () => {
      setText((current) => current || messageText);
      setPhotos((current) => (current.length ? current : sentPhotos));
    };
    // The write's key, made on the phone: this send and any later one from the outbox make one message.
    const clientRequestId = newClientRequestId();
    /** Into the outbox, photos and all; `attempts`: sends already made without an answer. */
    const keepForLater = async (attempts: number) => {
      try {
        if (!viewer) throw new Error(t('messages.composer.sendFailed'));
        const { appOutbox } = await import('../outbox/app');
        await appOutbox(viewer).queue({
          kind: 'message',
          clientRequestId,
          savedAt: new Date().toISOString(),
          pickupRequestId,
          messageText,
          photos: sentPhotos.map((file) => ({ name: file.name, type: file.type, blob: file })),
          attempts,
        });
        toast({ title: t('messages.composer.queued'), description: t('messages.composer.queuedDescription') });
      } catch (error) {
        restore();
        toast(errorToast(t('common.error'), errorMessage(error, t('messages.composer.sendFailed'))));
      }
    };
    if (!navigator.onLine) {
      await keepForLater(0);
      setPending((current) => current.filter((other) => other !== item));
      return;
    }
    try {
      const response = await send(
        {
          input: { pickupRequestId, messageText, clientRequestId, images: sentPhotos.map(() => null) },
          connections: connectionId ? [connectionId] : [],
        },
        uploadablesAt('variables.input.images', sentPhotos),
      );
      const result = response.sendMessage;
      if (result.__typename === 'ValidationError') {
        restore();
        toast(errorToast(t('common.error'), result.issues[0]?.message ?? result.message));
      } else {
        toast({ title: t('messages.composer.sent') });
      }
    } catch (error) {
      // No answer: the server may have it or not; the outbox sends it again with the same key.
      if (isNetworkError(error)) {
        await keepForLater(1);
        return;
      }
      restore();
      toast(errorToast(t('common.error'), errorMessage(error, t('messages.composer.sendFailed'))));
    } finally {
      setPending((current) => current.filter((other) => other !== item));
    }
  }

  /** A waiting message back into the composer (and out of the outbox), to fix and send again. */
  function edit(message: QueuedMessage) {
    setText(message.messageText);
    setPhotos(message.photos.map((photo) => new File([photo.blob], photo.name, { type: photo.type })));
    void import('../outbox/app').then(({ appOutbox }) => appOutbox(message.owner).discard(message.clientRequestId));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // docs/specification.md section 2: Enter sends, Shift+Enter does not (it starts a new line).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  // The keys are told only where there is a keyboard to press them (a fine pointer that hovers):
  // a phone's placeholder stays short and speaks of no keys.
  const keyboardHint = useMediaQuery('(hover: hover) and (pointer: fine)');
  const full = photos.length >= MAX_IMAGES_PER_MESSAGE;
  return (
    <div className="space-y-2">
      <QueuedMessageList messages={queued} onEdit={edit} />
      {pending.length ? (
        <ol aria-label={t('messages.composer.sendingList')} className="space-y-2">
          {pending.map((item) => (
            <li key={item.key} className="flex justify-end">
              <div className="max-w-[85%] rounded-2xl bg-brand-700/70 px-3 py-2 text-sm text-white">
                <p className="text-xs text-white/80">{t('messages.composer.sending')}</p>
                {item.text ? <p className="mt-1 break-words whitespace-pre-wrap">{item.text}</p> : null}
                {item.photos ? (
                  <p className="mt-1 text-xs">{t('messages.composer.photoCount', { count: item.photos })}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {photos.length ? (
        <ul aria-label={t('messages.composer.photosToSend')} className="flex flex-wrap gap-2">
          {photos.map((file, index) => (
            <li key={previews[index]} className="relative">
              <img src={previews[index]} alt={file.name} className="size-16 rounded-lg object-cover" />
              <button
                type="button"
                aria-label={t('messages.composer.removePhoto', { name: file.name })}
                onClick={() => setPhotos((current) => current.filter((other) => other !== file))}
                className="absolute -top-2 -right-2 rounded-full bg-slate-900 p-1 text-white"
              >
                <XIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('messages.composer.label')}
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messages.composer.placeholder')}
          aria-describedby={keyboardHint ? hintId : undefined}
          className="min-h-11 flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-950"
        />
        <input
          id={pickerId}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          multiple
          className="sr-only"
          disabled={full}
          onChange={onFiles}
        />
        <label
          htmlFor={pickerId}
          aria-disabled={full}
          className={buttonClasses('secondary', full ? 'pointer-events-none opacity-50' : 'cursor-pointer')}
        >
          {t('messages.composer.photo')}
        </label>
        <Button onClick={() => void submit()} disabled={!text.trim() && photos.length === 0}>
          {t('messages.composer.send')}
        </Button>
      </div>
      {keyboardHint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {t('messages.composer.keyboardHint')}
        </p>
      ) : null}
    </div>
  );
}
