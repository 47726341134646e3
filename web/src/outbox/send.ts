import createPickupRequest from '../mutations/__generated__/CreatePickupRequestMutation.graphql';
import sendMessageMutation from '../mutations/__generated__/SendMessageMutation.graphql';
import markPickupCollected from './__generated__/QueuedCollectionMutation.graphql';
import { fileInFlight, multipartBody, postGraphQL, type UploadProgress } from '../relay/upload';
import type { QueuedBooking, QueuedCollection, QueuedMessage, QueuedPhoto, QueuedWrite } from './store';

/** What one send of a queued write came to. */
export type SendOutcome =
  /** `databaseId`: the request a booking made or a collection completed. */
  | { kind: 'sent'; databaseId?: number }
  | { kind: 'refused'; message: string; issues: { field: string; message: string }[] }
  /** No answer (no network, an answer cut on the way, a server away) or not signed in: try again later. */
  | { kind: 'retry' };

/**
 * How far a send has come: photo `photo` of `photos` (from 1) is on its way, `fraction` of it
 * gone (0 to 1); the last photo at 1, everything has gone and the answer is awaited. A write
 * without photos has `photos` 0.
 */
export type SendProgress = UploadProgress;

/**
 * How a send goes. Without `fetchImpl` the page sends with XMLHttpRequest, telling `onProgress`
 * how far the photos have come, and gives up when nothing moves for `stallMs` (30 s by default);
 * with a `fetchImpl` (unit tests, a service worker) there is no progress, and a stall time only
 * when given.
 */
export type SendOptions = {
  onProgress?: (progress: SendProgress) => void;
  stallMs?: number;
};

type Result = {
  __typename: string;
  pickupRequest?: { databaseId: number };
  message?: string;
  issues?: { field: string; message: string }[];
};
type Body = {
  data?: Record<string, Result | null | undefined> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Answers that mean "not now" rather than "not this": the write waits and goes again. */
const TRY_LATER = new Set(['UNAUTHENTICATED', 'NETWORK_ERROR']);

/** A queued write of any kind, by the call its kind makes. */
export function sendQueued(
  write: QueuedWrite,
  fetchImpl?: typeof fetch,
  options: SendOptions = {},
): Promise<SendOutcome> {
  if (write.kind === 'booking') return sendBooking(write, fetchImpl, options);
  if (write.kind === 'message') return sendMessage(write, fetchImpl, options);
  return sendCollection(write, fetchImpl, options);
}

/** createPickupRequest, the booking's photos as its files. */
export function sendBooking(
  booking: QueuedBooking,
  fetchImpl?: typeof fetch,
  options: SendOptions = {},
): Promise<SendOutcome> {
  return sendOperation(
    createPickupRequest.params,
    {
      input: {
        ...booking.input,
        clientRequestId: booking.clientRequestId,
        // The request's own time is when Save was pressed, not when the connection came back.
        createdAt: booking.savedAt,
        images: booking.photos.map(() => null),
      },
      connections: [],
    },
    'variables.input.images',
    booking.photos,
    'PickupRequestPayload',
    fetchImpl,
    options,
  );
}

/** sendMessage, the message's photos as its files. */
export function sendMessage(
  message: QueuedMessage,
  fetchImpl?: typeof fetch,
  options: SendOptions = {},
): Promise<SendOutcome> {
  return sendOperation(
    sendMessageMutation.params,
    {
      input: {
        pickupRequestId: message.pickupRequestId,
        messageText: message.messageText,
        clientRequestId: message.clientRequestId,
        images: message.photos.map(() => null),
      },
      connections: [],
    },
    'variables.input.images',
    message.photos,
    'SendMessagePayload',
    fetchImpl,
    options,
  );
}

/** markPickupCollected, the collection's photos as its files. */
export function sendCollection(
  collection: QueuedCollection,
  fetchImpl?: typeof fetch,
  options: SendOptions = {},
): Promise<SendOutcome> {
  return sendOperation(
    markPickupCollected.params,
    {
      input: {
        ...collection.input,
        id: collection.pickupRequestId,
        clientRequestId: collection.clientRequestId,
        // The collection's own time is when it was recorded, not when the connection came back.
        collectedAt: collection.savedAt,
        photos: collection.photos.map(() => null),
      },
    },
    'variables.input.photos',
    collection.photos,
    'PickupRequestPayload',
    fetchImpl,
    options,
  );
}

/**
 * One mutation as a GraphQL multipart request, `photos` as its files at `path`. It goes by the
 * operation's persisted id, as the app's own mutations do (the server runs only known documents
 * for a session); `done` is the payload type that says the server has the write.
 */
async function sendOperation(
  params: { id?: string | null; text?: string | null; name: string },
  variables: Record<string, unknown>,
  path: string,
  photos: readonly QueuedPhoto[],
  done: string,
  fetchImpl: typeof fetch | undefined,
  { onProgress, stallMs }: SendOptions,
): Promise<SendOutcome> {
  const operation = {
    ...(params.id
      ? { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
      : { query: params.text ?? '' }),
    variables,
    operationName: params.name,
  };
  const multipart = multipartBody(
    operation,
    photos.map((photo, index) => ({ path: `${path}.${index}`, blob: photo.blob, filename: photo.name })),
  );
  const progress = (loaded: number) => {
    const file = fileInFlight(multipart.parts, loaded);
    onProgress?.(
      file
        ? { photo: file.index + 1, photos: photos.length, fraction: file.fraction }
        : { photo: 0, photos: 0, fraction: loaded / multipart.body.size },
    );
  };

  let response: Response;
  let body: Body;
  try {
    progress(0);
    response = await postGraphQL(
      multipart.body,
      {
        accept: 'application/graphql-response+json, application/json',
        'content-type': multipart.contentType,
        'x-graphql-yoga-csrf': '1',
      },
      { fetchImpl, onProgress: progress, stallMs },
    );
    body = (await response.json()) as Body;
  } catch {
    // No network, an answer cut on the way, nothing moving for the stall time, or no JSON.
    return { kind: 'retry' };
  }
  const result = Object.values(body.data ?? {})[0];
  if (result?.__typename === done)
    return result.pickupRequest ? { kind: 'sent', databaseId: result.pickupRequest.databaseId } : { kind: 'sent' };
  if (result?.__typename === 'ValidationError')
    return { kind: 'refused', message: result.message ?? '', issues: result.issues ?? [] };
  const [first] = body.errors ?? [];
  // A server in trouble answers again later; a refusal of the write itself (its key used for other
  // fields, not allowed, the request no longer in that state) stays where the person sees it.
  if (!first || response.status >= 500 || TRY_LATER.has(first.extensions?.code ?? '')) return { kind: 'retry' };
  return { kind: 'refused', message: first.message, issues: [] };
}
