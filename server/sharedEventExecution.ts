import {
  createSourceEventStream,
  type DocumentNode,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isAsyncIterable, MappedEvents } from '../services/eventStreams';
import type { Context } from './context';
import { SHARED_ANSWERS, type SharedAnswers } from '../schema/answersPerRights';

/**
 * A change published to a thousand subscriptions is executed once per group of
 * subscriptions that must answer alike, not once per subscription. A group is the same document,
 * operation and variables for the same caller (viewer as read at subscribe, API token, served
 * zones): such subscriptions resolve every field to the same value, so one execution answers them
 * all. Not the session: no subscription field reads it, and each subscription checks its own
 * session before every event (useSubscriptionGuard). The tabs and devices of one person, or an
 * integration's many sockets, become one execution per event. A subscription field may go
 * further (schema/answersPerRights.ts): when the document selects only fields that answer alike for
 * the same rights, the caller in the group is its rights (role, approval, what it may see) plus the
 * per-person values the field names for the event, read for all subscribers in one batched
 * statement; a thousand people of one company then share a handful of executions.
 *
 * Every subscription keeps its own source stream (its subscribe resolver, with its access check
 * per event) and its own guard (useSubscriptionGuard, which must come after this plugin and wraps
 * what it sets); only the mapping of an event to its result is shared. Events are shared by
 * identity (services/pubsub.ts hands every subscription of this process the same event object),
 * so the cache lives as long as the event and needs no clearing.
 *
 * `execute` answers an event (graphql-js's by default; the app passes its compiled executor).
 */
export function useSharedEventExecution(
  options: { execute?: (args: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult> } = {},
): Plugin<Context> {
  const run = options.execute ?? execute;
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const executionArgs = args as ExecutionArgs & { contextValue: Context };
      const shared = sharedAnswersOf(executionArgs.schema, executionArgs.document, executionArgs.operationName);
      const group = groupOf(executionArgs, shared);
      const ctx = executionArgs.contextValue;
      setSubscribeFn(async (subscribeArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(source)) return asRequestErrors(source);
        const operation = getOperationAST(subscribeArgs.document, subscribeArgs.operationName);
        // Each event is answered in a context of its own that names the event, so that fields
        // reading per viewer batch over all its subscribers (Context.eventDelivery).
        const answer = (event: unknown) => () =>
          run({
            ...subscribeArgs,
            rootValue: event,
            contextValue: { ...subscribeArgs.contextValue, eventDelivery: { event: event as object } },
          });
        return new MappedEvents(
          source,
          (event) => {
            const values = shared?.viewerValues?.(event, ctx);
            if (values === undefined) return resultFor(event, group, answer(event));
            return Promise.resolve(values).then((value) =>
              resultFor(event, `${group}:${JSON.stringify(value)}`, answer(event)),
            );
          },
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
function groupOf(args: ExecutionArgs & { contextValue: Context }, shared: SharedAnswers | null): Group {
  let documentId = documentIds.get(args.document);
  if (documentId === undefined) documentIds.set(args.document, (documentId = nextDocumentId += 1));
  const ctx = args.contextValue;
  return JSON.stringify([
    documentId,
    args.operationName ?? null,
    args.variableValues ?? null,
    ctx.apiToken,
    // The person, unless every field selected answers alike for the same rights.
    shared ? { rights: shared.rightsOf(ctx) } : ctx.viewer,
    ctx.servedZoneIds,
    // Words in the reader's language differ between people of the same rights.
    ctx.locale,
  ]);
}

const sharedByDocument = new WeakMap<DocumentNode, Map<string | null, SharedAnswers | null>>();

/**
 * The subscription field's SharedAnswers when the document selects nothing beyond what it
 * declares (its types, less its fields that read the viewer's identity); otherwise null.
 * Decided once per parsed document and operation.
 */
export function sharedAnswersOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): SharedAnswers | null {
  let byName = sharedByDocument.get(document);
  if (!byName) sharedByDocument.set(document, (byName = new Map()));
  const name = operationName ?? null;
  if (!byName.has(name)) byName.set(name, declaredAndKept(schema, document, operationName));
  return byName.get(name) ?? null;
}

function declaredAndKept(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): SharedAnswers | null {
  const operation = getOperationAST(document, operationName);
  const root = schema.getSubscriptionType();
  if (operation?.operation !== 'subscription' || !root) return null;
  const rootFields = operation.selectionSet.selections;
  if (rootFields.length !== 1 || rootFields[0].kind !== Kind.FIELD) return null;
  const declared = root.getFields()[rootFields[0].name.value]?.extensions?.[SHARED_ANSWERS] as
    SharedAnswers | undefined;
  if (!declared) return null;
  const typeInfo = new TypeInfo(schema);
  let kept = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || parent === root || node.name.value === '__typename') return;
        if (
          !declared.types.includes(parent.name) ||
          declared.exceptFields.includes(`${parent.name}.${node.name.value}`)
        )
          kept = false;
      },
    }),
  );
  return kept ? declared : null;
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
