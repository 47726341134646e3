// The message form of docs/specification.md section 5 ("Messages") and the limits of section 9, shared by
// the server (GraphQL and REST) and the thread in the web client so both say the same words.
import { en } from '../../domain/i18n/en';
import { z } from 'zod';
import type { PickupStatus } from '../statuses';
import { hasForbiddenCharacter, TEXT_MESSAGES } from './text';

export const MAX_IMAGES_PER_MESSAGE = 3;
/** A message is a note between people on a site and a depot, not a document. */
export const MAX_MESSAGE_LENGTH = 2000;

export const MESSAGE_MESSAGES = en.errors.message;

/** docs/specification.md section 4: collected and cancelled are terminal for messaging. */
const CLOSED_FOR_MESSAGES: readonly PickupStatus[] = ['collected', 'cancelled'];

export const acceptsMessages = (status: PickupStatus) => !CLOSED_FOR_MESSAGES.includes(status);

/** Trimmed text (blank is none); an image alone is a message too. */
export const messageTextSchema = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '')
  .pipe(
    z
      .string()
      .max(MAX_MESSAGE_LENGTH, MESSAGE_MESSAGES.tooLong)
      .refine((value) => !hasForbiddenCharacter(value), TEXT_MESSAGES.forbiddenCharacter),
  );

export type MessageIssue = { field: 'messageText' | 'images'; message: string };

/** The count rules, before any image is decoded: text or an image, at most 3 images. */
export function messageShapeIssue(text: string, imageCount: number): MessageIssue | null {
  if (imageCount > MAX_IMAGES_PER_MESSAGE) return { field: 'images', message: MESSAGE_MESSAGES.tooManyPhotos };
  if (!text && imageCount === 0) return { field: 'messageText', message: MESSAGE_MESSAGES.empty };
  return null;
}
