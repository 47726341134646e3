import createPickupRequest from '../mutations/__generated__/CreatePickupRequestMutation.graphql';
import sendMessageMutation from '../mutations/__generated__/SendMessageMutation.graphql';
import markPickupCollected from './__generated__/QueuedCollectionMutation.graphql';
import type { QueuedBooking, QueuedCollection, QueuedMessage, QueuedPhoto, QueuedWrite } from './store';

/** What one send of a queued write came to. */
export type SendOutcome =
  /** `databaseId`: the request a booking made or a collection completed. */
  | { kind: 'sent'; databaseId?: number }
  | { kind: 'refused'; message: string; issues: { field: string; message: string }[] }
  /** No answer (no network, an answer cut on the way, a server away) or not signed in: try again later. */
  | { kind: 'retry' };

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
export function sendQueued(write: QueuedWrite, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  if (write.kind === 'booking') return sendBooking(write, fetchImpl);
  if (write.kind === 'message') return sendMessage(write, fetchImpl);
  return sendCollection(write, fetchImpl);
}

/** createPickupRequest, the booking's photos as its files. */
export function sendBooking(booking: QueuedBooking, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
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
  );
}

/** sendMessage, the message's photos as its files. */
export function sendMessage(message: QueuedMessage, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
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
  );
}

/** markPickupCollected, the collection's photos as its files. */
export function sendCollection(collection: QueuedCollection, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
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
  fetchImpl: typeof fetch,
): Promise<SendOutcome> {
  const operation = {
    ...(params.id
      ? { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
      : { query: params.text ?? '' }),
    variables,
    operationName: params.name,
  };
  const form = new FormData();
  form.append('operations', JSON.stringify(operation));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(photos.map((_, index) => [String(index), [`${path}.${index}`]]))),
  );
  photos.forEach((photo, index) => form.append(String(index), photo.blob, photo.name));

  let response: Response;
  let body: Body;
  try {
    response = await fetchImpl('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/graphql-response+json, application/json', 'x-graphql-yoga-csrf': '1' },
      body: form,
    });
    body = (await response.json()) as Body;
  } catch {
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
