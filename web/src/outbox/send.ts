import createPickupRequest from '../mutations/__generated__/CreatePickupRequestMutation.graphql';
import type { QueuedBooking } from './store';

/** What one send of a queued booking came to. */
export type SendOutcome =
  | { kind: 'sent'; databaseId: number }
  | { kind: 'refused'; message: string; issues: { field: string; message: string }[] }
  /** No answer (no network, an answer cut on the way, a server away) or not signed in: try again later. */
  | { kind: 'retry' };

type Body = {
  data?: {
    createPickupRequest?: {
      __typename: string;
      pickupRequest?: { databaseId: number };
      message?: string;
      issues?: { field: string; message: string }[];
    };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Answers that mean "not now" rather than "not this": the booking waits and goes again. */
const TRY_LATER = new Set(['UNAUTHENTICATED', 'NETWORK_ERROR']);

/**
 * createPickupRequest as a GraphQL multipart request, the booking's photos as its files. It goes
 * by the operation's persisted id, as the app's own mutations do (the server runs only known
 * documents for a session), and carries the booking's clientRequestId.
 */
export async function sendBooking(booking: QueuedBooking, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  const { id, text } = createPickupRequest.params;
  const variables = {
    input: { ...booking.input, clientRequestId: booking.clientRequestId, images: booking.photos.map(() => null) },
    connections: [],
  };
  const operation = {
    ...(id ? { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: id } } } : { query: text ?? '' }),
    variables,
    operationName: createPickupRequest.params.name,
  };
  const form = new FormData();
  form.append('operations', JSON.stringify(operation));
  form.append(
    'map',
    JSON.stringify(
      Object.fromEntries(booking.photos.map((_, index) => [String(index), [`variables.input.images.${index}`]])),
    ),
  );
  booking.photos.forEach((photo, index) => form.append(String(index), photo.blob, photo.name));

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
  const result = body.data?.createPickupRequest;
  if (result?.__typename === 'PickupRequestPayload' && result.pickupRequest)
    return { kind: 'sent', databaseId: result.pickupRequest.databaseId };
  if (result?.__typename === 'ValidationError')
    return { kind: 'refused', message: result.message ?? '', issues: result.issues ?? [] };
  const [first] = body.errors ?? [];
  // A server in trouble answers again later; a refusal of the write itself (its key used for other
  // fields, not allowed) stays on the card.
  if (!first || response.status >= 500 || TRY_LATER.has(first.extensions?.code ?? '')) return { kind: 'retry' };
  return { kind: 'refused', message: first.message, issues: [] };
}
