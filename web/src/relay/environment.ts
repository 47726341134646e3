import type { Client } from 'graphql-ws';
import type { FetchFunction, GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { t } from '../i18n';
import { NETWORK_ERROR, RequestError } from './errors';
import { takeFirstAnswer } from './firstAnswers';
import { answerFromKept, keepAnswer } from './offlineAnswers';
import { notifyReconnected } from './reconnect';
import { fileInFlight, multipartBody, postGraphQL, STALL_MS, type Upload, type UploadProgress } from './upload';

// The network of the app's Relay environment (relay/relay.ts, which loads after the first screen
// of a signed-out start): how an operation goes to the server, and the subscriptions' socket.

type GraphQLBody = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * An operation as the server takes it: by the id relay-compiler persisted it under at build
 * (trusted documents: the server runs only those for a session), or by its text.
 */
export function documentOf(operation: { id?: string | null; text?: string | null }) {
  return operation.id
    ? { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }
    : { query: operation.text ?? '' };
}

/** POST /graphql as JSON with the session cookie; yoga's CSRF prevention accepts application/json. */
export const fetchGraphQL: FetchFunction = async (operation, variables, cacheConfig, uploadables) => {
  // The page's own answer for a query its screen starts as it opens (relay/firstAnswers.ts).
  const written = takeFirstAnswer(operation, variables);
  if (written) {
    keepAnswer(operation, variables, written);
    return written;
  }
  let response: Response;
  const asked = ++questions;
  const accept = 'application/graphql-response+json, application/json';
  const { query, ...reference } = documentOf(operation);
  const operationBody = { ...(query ? { query } : reference), variables, operationName: operation.name };
  try {
    // A connection that neither answers nor fails counts as none once nothing has moved for a
    // while (upload.ts's STALL_MS): a query is then answered from the last data, and a write the
    // screen sent goes to the outbox with its key (docs/offline.md, "A connection that hangs").
    if (uploads(uploadables).length) {
      // Files go as a GraphQL multipart request, with XMLHttpRequest in the page: bytes still
      // going on a slow line are no stall.
      const multipart = multipartBody(operationBody, uploads(uploadables));
      // The screen's own listener, given by usePromiseMutation: which file is on its way.
      const onUploadProgress = cacheConfig.metadata?.onUploadProgress as
        ((progress: UploadProgress) => void) | undefined;
      response = await postGraphQL(
        multipart.body,
        { accept, 'content-type': multipart.contentType, 'x-graphql-yoga-csrf': '1' },
        {
          onProgress: (loaded) => {
            const file = fileInFlight(multipart.parts, loaded);
            if (file)
              onUploadProgress?.({ photo: file.index + 1, photos: multipart.parts.length, fraction: file.fraction });
          },
        },
      );
    } else {
      response = await postGraphQL(
        JSON.stringify(operationBody),
        { 'content-type': 'application/json', accept },
        { fetchImpl: fetch, stallMs: STALL_MS },
      );
    }
  } catch {
    // No network, or nothing moved: a screen that works without coverage answers from the last
    // data the phone had (relay/offlineAnswers.ts, docs/offline.md).
    const kept = await answerFromKept(operation, variables);
    if (kept) return kept;
    throw new RequestError(t('shell.errors.generic'), NETWORK_ERROR);
  }
  let body: GraphQLBody;
  try {
    body = (await response.json()) as GraphQLBody;
  } catch {
    throw new RequestError(
      response.statusText || t('shell.errors.requestFailed', { status: String(response.status) }),
      undefined,
      response.status,
    );
  }
  // A refused mutation (EMAIL_NOT_VERIFIED, INVALID_TOKEN, ...) comes back without data: it
  // becomes an error the screen can read the code of.
  if (body.errors?.length && (body.data === null || body.data === undefined)) {
    const [first] = body.errors;
    throw new RequestError(first.message, first.extensions?.code, response.status);
  }
  if (response.ok) keepAnswer(operation, variables, body as GraphQLResponse);
  const answer = body as GraphQLResponse;
  return operation.operationKind === 'query' ? newestAnswer(operation, variables, asked, answer) : answer;
};

/**
 * The newest answer of each query (by its document and variables) and the order it was asked in.
 * A screen that asks again while its last question is on its way (the notification banner, at
 * each notification) could get the answers back the other way round: the older one, arriving
 * last, put the older data back into the store, and the newest notification went missing until
 * the next. An answer to an older question than the newest answered one stands for that one.
 */
const newestAnswers = new Map<string, { asked: number; body: GraphQLResponse }>();
/** At most this many queries are remembered (the oldest go): a search asks with new variables at each letter. */
const NEWEST_KEPT = 200;
let questions = 0;

function newestAnswer(
  operation: RequestParameters,
  variables: Variables,
  asked: number,
  body: GraphQLResponse,
): GraphQLResponse {
  const key = `${operation.id ?? operation.name}:${JSON.stringify(variables)}`;
  const newest = newestAnswers.get(key);
  if (newest && newest.asked > asked) return newest.body;
  newestAnswers.delete(key);
  newestAnswers.set(key, { asked, body });
  if (newestAnswers.size > NEWEST_KEPT) newestAnswers.delete(newestAnswers.keys().next().value!);
  return body;
}

/** A request's uploadables as files of a multipart request: each key is the variable path it fills (see `uploadablesAt`). */
const uploads = (uploadables: UploadableMap | null | undefined): Upload[] =>
  Object.entries(uploadables ?? {}).map(([path, file]) => ({
    path,
    blob: file,
    filename: file instanceof File ? file.name : `upload-${path}`,
  }));

/** Uploadables for a list variable: `uploadablesAt('variables.input.images', files)`. */
export function uploadablesAt(path: string, files: readonly (File | Blob)[]): UploadableMap {
  return Object.fromEntries(files.map((file, index) => [`${path}.${index}`, file]));
}

let wsClient: Promise<Client> | null = null;

/** graphql-ws on the same origin and path; the session cookie rides on the upgrade. Loaded on first use. */
export function subscriptionClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return createClient({
      url: `${protocol}//${window.location.host}/graphql`,
      lazy: true,
      // Reconnects after any drop (a server restart, a phone leaving the mobile network), with
      // graphql-ws's randomised exponential backoff; what was missed meanwhile is refetched.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      on: { connected: (_socket, _payload, wasRetry) => wasRetry && notifyReconnected() },
    });
  });
  return wsClient;
}

/** The socket is per session: signing in or out must reconnect with the new cookie. */
export function restartSubscriptions(): void {
  const previous = wsClient;
  wsClient = null;
  void previous?.then((client) => client.dispose());
}
