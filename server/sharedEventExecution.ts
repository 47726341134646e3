import {
  createSourceEventStream,
  type DocumentNode,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  getOperationAST,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isAsyncIterable, MappedEvents } from '../services/eventStreams';
import type { Context } from './context';

/**
 * A change published to a thousand subscriptions is executed once per group of
 * subscriptions that must answer alike, not once per subscription. A group is the same document,
 * operation and variables for the same caller (viewer as read at subscribe, API token, served
 * zones): such subscriptions resolve every field to the same value, so one execution answers them
 * all. Not the session: no subscription field reads it, and each subscription checks its own
 * session before every event (useSubscriptionGuard). The tabs and devices of one person, or an
 * integration's many sockets, become one execution per event.
 *
 * Every subscription keeps its own source stream (its subscribe resolver, with its access check
 * per event) and its own guard (useSubscriptionGuard, which must come after this plugin and wraps
 * what it sets); only the mapping of an event to its result is shared. Events are shared by
 * identity (services/pubsub.ts hands every subscription of this process the same event object),
 * so the cache lives as long as the event and needs no clearing.
 */
export function useSharedEventExecution(): Plugin<Context> {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const group = groupOf(args as ExecutionArgs & { contextValue: Context });
      setSubscribeFn(async (subscribeArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(source)) return asRequestErrors(source);
        const operation = getOperationAST(subscribeArgs.document, subscribeArgs.operationName);
        return new MappedEvents(
          source,
          (event) => resultFor(event, group, () => execute({ ...subscribeArgs, rootValue: event })),
          // As graphql-js and @graphql-tools/executor do: a failing source ends in a located error.
          (error) =>
            new GraphQLError(error instanceof Error ? error.message : String(error), {
              originalError: error instanceof Error ? error : undefined,
              nodes: operation ? [operation] : undefined,
            }),
        );
      });
    },
  };
}

type Group = string;

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

/** What makes two subscriptions answer alike; computed once per subscription, not per event. */
function groupOf(args: ExecutionArgs & { contextValue: Context }): Group {
  let documentId = documentIds.get(args.document);
  if (documentId === undefined) documentIds.set(args.document, (documentId = nextDocumentId += 1));
  const ctx = args.contextValue;
  return JSON.stringify([
    documentId,
    args.operationName ?? null,
    args.variableValues ?? null,
    ctx.apiToken,
    ctx.viewer,
    ctx.servedZoneIds,
  ]);
}

type Result = ExecutionResult | Promise<ExecutionResult>;

const resultsByEvent = new WeakMap<object, Map<Group, Result>>();

function resultFor(event: unknown, group: Group, run: () => Result): Result {
  if (typeof event !== 'object' || event === null) return run();
  let results = resultsByEvent.get(event);
  if (!results) resultsByEvent.set(event, (results = new Map()));
  let result = results.get(group);
  if (!result) results.set(group, (result = run()));
  return result;
}

/**
 * As @graphql-tools/executor's subscribe answers a request it cannot start (variables of the
 * wrong type, an unknown operation): 400 and BAD_USER_INPUT. Errors of the subscribe resolver
 * itself carry a path and stay as they are.
 */
function asRequestErrors(result: ExecutionResult): ExecutionResult {
  for (const error of result.errors ?? []) {
    if (error.path) continue;
    const extensions = error.extensions as Record<string, unknown>;
    extensions.code ??= 'BAD_USER_INPUT';
    extensions.http = { ...(extensions.http as object | undefined), status: 400 };
  }
  return result;
}
