import type { Client } from 'graphql-ws';
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';
import { NETWORK_ERROR, RequestError } from './errors';

type GraphQLBody = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

/** POST /graphql as JSON with the session cookie; yoga's CSRF prevention accepts application/json. */
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: operation.text, variables, operationName: operation.name }),
    });
  } catch {
    throw new RequestError('Something went wrong. Please try again.', NETWORK_ERROR);
  }
  let body: GraphQLBody;
  try {
    body = (await response.json()) as GraphQLBody;
  } catch {
    throw new RequestError(response.statusText || `Request failed (${response.status})`, undefined, response.status);
  }
  // A refused mutation (EMAIL_NOT_VERIFIED, INVALID_TOKEN, ...) comes back without data: it
  // becomes an error the screen can read the code of.
  if (body.errors?.length && (body.data === null || body.data === undefined)) {
    const [first] = body.errors;
    throw new RequestError(first.message, first.extensions?.code, response.status);
  }
  return body as GraphQLResponse;
};

let wsClient: Promise<Client> | null = null;

/** graphql-ws on the same origin and path; the session cookie rides on the upgrade. Loaded on first use. */
function subscriptionClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return createClient({ url: `${protocol}//${window.location.host}/graphql`, lazy: true, retryAttempts: Infinity });
  });
  return wsClient;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    subscriptionClient().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          { operationName: operation.name, query: operation.text ?? '', variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

/** The socket is per session: signing in or out must reconnect with the new cookie. */
export function restartSubscriptions(): void {
  const previous = wsClient;
  wsClient = null;
  void previous?.then((client) => client.dispose());
}

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
});
