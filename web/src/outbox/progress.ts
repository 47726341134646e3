import { type SendOptions, type SendOutcome, sendQueued } from './send';
import { showSendProgress } from './SendingProgress';
import type { QueuedWrite } from './store';

/**
 * The page's send of a queued write, telling its card how far it has come until it ends
 * (docs/offline.md, "Progress per photo").
 */
export async function sendShowingProgress(write: QueuedWrite, options: SendOptions = {}): Promise<SendOutcome> {
  const id = write.clientRequestId;
  try {
    return await sendQueued(write, undefined, {
      ...options,
      onProgress: (progress) => {
        showSendProgress(id, progress);
        options.onProgress?.(progress);
      },
    });
  } finally {
    showSendProgress(id, null);
  }
}
