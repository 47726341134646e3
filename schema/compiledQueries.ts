import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getOperationAST,
  getVariableValues,
  type GraphQLIsTypeOfFn,
  type GraphQLSchema,
  isObjectType,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

// Issue 16: graphql-js walks every field of every row through its generic executor, a good part
// of a list's CPU time. graphql-jit compiles each query document once into a function shaped like
// the document (the compiled executor the issue names). Queries only: mutations and subscriptions
// keep graphql-js, whose order of side effects and event streams the rest of the server builds on.

/** The compiled query running now: its context, and whether a type check needs graphql-js. */
type Running = { context: unknown; undecided: boolean };
const running = new AsyncLocalStorage<Running>();

/**
 * Each object type's `isTypeOf`, which graphql-jit calls with the value alone, given the request's
 * context. The type rules of scope-auth (`runScopesOnType`, schema/nodeVisibility.ts) run there
 * and need the viewer. graphql-jit takes any answer but `false` as yes and lets a throw end the
 * whole query, where graphql-js answers that field with null and the rule's error. So a check
 * that is not a plain yes (a refusal, a throw, a promise) marks the query undecided, and
 * `executeCompiled` runs it again on graphql-js, which answers it as it always has. graphql-js
 * passes the context itself: for it nothing changes.
 */
export function withContextForTypeChecks(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.isTypeOf) continue;
    const isTypeOf = type.isTypeOf;
    const withContext: GraphQLIsTypeOfFn<unknown, unknown> = (value, context, info) => {
      const compiled = context === undefined ? running.getStore() : undefined;
      if (!compiled) return isTypeOf(value, context, info);
      try {
        if (isTypeOf(value, compiled.context, info) === true) return true;
      } catch {
        // graphql-js meets the same throw again and answers it.
      }
      compiled.undecided = true;
      return false;
    };
    type.isTypeOf = withContext;
  }
  return schema;
}

type Compiled = CompiledQuery<unknown, Record<string, unknown>>;

/** Compiled queries per parsed document (yoga parses each text once) and operation name. */
const compiledByDocument = new WeakMap<DocumentNode, Map<string, Compiled | null>>();

function compiledFor(args: ExecutionArgs): Compiled | null {
  let byName = compiledByDocument.get(args.document);
  if (!byName) {
    byName = new Map();
    compiledByDocument.set(args.document, byName);
  }
  const name = args.operationName ?? '';
  if (!byName.has(name)) {
    const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    // A document graphql-jit cannot compile runs on graphql-js, which answers it as before.
    byName.set(name, isCompiledQuery(result) ? (result as Compiled) : null);
  }
  return byName.get(name) ?? null;
}

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * Runs a query document compiled, and everything else with `interpreted` (graphql-js): a mutation,
 * a subscription, a document graphql-jit cannot compile, variables graphql-js refuses (so the
 * refusal keeps its words) and a query whose type checks were not all a plain yes.
 */
export function executeCompiled(args: ExecutionArgs, interpreted: (args: ExecutionArgs) => Result): Result {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'query') return interpreted(args);
  const inputs = (args.variableValues ?? {}) as Record<string, unknown>;
  if (getVariableValues(args.schema, operation.variableDefinitions ?? [], inputs).errors) return interpreted(args);
  const compiled = compiledFor(args);
  if (!compiled) return interpreted(args);
  const state: Running = { context: args.contextValue, undecided: false };
  const answer = (result: ExecutionResult<unknown>) =>
    state.undecided ? interpreted(args) : (result as ExecutionResult);
  const result = running.run(state, () => compiled.query(args.rootValue, args.contextValue, inputs));
  return result instanceof Promise ? result.then(answer) : answer(result);
}
