import {
  commitLocalUpdate,
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';
import { t } from '../i18n';
import { documentOf, fetchGraphQL, subscriptionClient } from './environment';

// The app's Relay environment. A signed-out start shows its first screen without it and loads it
// right after (relay/loadRelay.ts); every other start, and every screen but /login, waits for it.

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    subscriptionClient().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          { operationName: operation.name, variables, ...documentOf(operation) },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) =>
              sink.error(error instanceof Error ? error : new Error(t('shell.errors.subscriptionFailed'))),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(t('shell.errors.subscriptionFailed'))),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

const records = new RecordSource();

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(records),
});

/**
 * Forgets every record the store holds (logging out on a shared phone, docs/offline.md): what the
 * next person's screens show comes from the server for them. The root keeps only that nobody is
 * signed in, which the viewer's guards read. Called through loadRelay's module (useSignOut).
 * @public
 */
export function forgetRecords(): void {
  records.clear();
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'me');
    store.invalidateStore();
  });
}
