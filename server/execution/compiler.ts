import { createRequire } from 'node:module';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getNamedType,
  getOperationAST,
  getVariableValues,
  type GraphQLFieldResolver,
  GraphQLObjectType,
  type GraphQLSchema,
  isAbstractType,
  isLeafType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { Context } from '../../schema/context';
import { isNodeType, isVisible } from '../../schema/nodeVisibility';

// Graphql-js walks every field of every row through its generic executor, most of a
// REST page's CPU time beside the SQL. graphql-jit compiles each query document once into a
// function shaped like the document (the compiled executor the issue names).
//
// graphql-jit calls an object type's `isTypeOf` with the value alone, without the request's
// context, and the type rules (scope-auth's `runScopesOnType`, schema/nodeVisibility.ts) run
// there and need the viewer. So compiled queries run on a copy of the schema, with the same types
// and resolvers, in which each type's rule is asked by the fields that return the type (they have
// the context), and `isTypeOf` called without a context says yes. (An AsyncLocalStorage carrying
// the context turns on promise hooks for the whole process on Node 20, which cost more than
// compiling saved: 6fc2c92.) A document selecting an interface or a union is not compiled:
// no field of its own would ask the rule of the type it turns out to be.

type Jit = typeof import('graphql-jit');
let jit: Jit | undefined;
/** graphql-jit is read at the first compile, not at start (some 4 MB: idle RSS). */
const loadJit = (): Jit => (jit ??= createRequire(import.meta.url)('graphql-jit') as Jit);

/** A rule refused an object, or a resolver failed: graphql-js answers the query instead. */
class RuleRefused extends Error {}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** The rule of a node type, asked of each object (or each item of a list) a field returns. */
function checkedBy(
  typename: string,
  resolve: GraphQLFieldResolver<unknown, Context>,
): GraphQLFieldResolver<unknown, Context> {
  const check = (value: unknown, ctx: Context): unknown => {
    if (value === null || value === undefined) return value;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== null && item !== undefined && !isVisible(typename, item, ctx)) throw new RuleRefused();
      return value;
    }
    if (!isVisible(typename, value, ctx)) throw new RuleRefused();
    return value;
  };
  return (source, args, ctx, info) => {
    const value = resolve(source, args, ctx, info);
    // A promise or another thenable (a drizzle query): checked once it has its rows.
    return isThenable(value) ? Promise.resolve(value).then((resolved) => check(resolved, ctx)) : check(value, ctx);
  };
}

/**
 * The parent's property a field only reads (Pothos' `t.expose*`), when nothing else rides on its
 * resolver. The plugins wrap every resolver, and the drizzle plugin's wrapper maps its row's
 * selection again for each field of each row: a REST page of 455 requests ran 2.5x slower once
 * fields were exposed rather than resolved (b39de1c; bench/lists.ts). A field with auth scopes or
 * errors keeps its wrapped resolver.
 */
function exposedProperty(extensions: Record<string, unknown> | null | undefined): string | undefined {
  const key = extensions?.pothosExposedField;
  if (typeof key !== 'string') return undefined;
  const options = (extensions?.pothosOptions ?? {}) as Record<string, unknown>;
  const guarded = ['authScopes', 'grantScopes', 'skipTypeScopes', 'errors'].some((name) => options[name] !== undefined);
  return guarded ? undefined : key;
}

/** A response path as graphql-js makes it: one object per place in the answer. */
type ResponsePath = {
  readonly prev: ResponsePath | undefined;
  readonly key: string | number;
  readonly typename?: string;
};

/** A path handed out, with the paths beneath it handed out so far, by key. */
class SharedPath implements ResponsePath {
  children: Map<string | number, SharedPath> | undefined;
  constructor(
    readonly prev: SharedPath | undefined,
    readonly key: string | number,
    readonly typename: string | undefined,
  ) {}
}

/** Per request: the root fields' paths handed out so far, by key. */
const rootPaths = new WeakMap<object, Map<string | number, SharedPath>>();

/**
 * The one path object of this place in the answer, for this request. graphql-jit builds the
 * whole chain anew for each call, so each call walks it; the children hang on their parent
 * (one WeakMap read per call rather than one per level: 2% of a REST page's CPU).
 *
 * A list's items share their place: the index is left out, as the drizzle plugin's own keys
 * leave it out. Every row of a compiled list was loaded by the one plan of its field, so what a
 * row records there is what its siblings record, and the plugin builds its keys for that place
 * once per request rather than once per row and field (7% of a REST page of 200's CPU). A row
 * a resolver loaded alone is told apart by the row itself (the plugin's row tier), and graphql-jit
 * reports errors at paths of its own, with their indices.
 */
function sharedPath(ctx: object, path: ResponsePath | undefined): SharedPath | undefined {
  if (!path) return undefined;
  if (typeof path.key === 'number') return sharedPath(ctx, path.prev);
  const prev = sharedPath(ctx, path.prev);
  let children = prev ? prev.children : rootPaths.get(ctx);
  if (!children) {
    children = new Map();
    if (prev) prev.children = children;
    else rootPaths.set(ctx, children);
  }
  let shared = children.get(path.key);
  if (!shared) children.set(path.key, (shared = new SharedPath(prev, path.key, path.typename)));
  return shared;
}

/**
 * graphql-jit builds a new path object for every resolver call, where graphql-js hands a field's
 * children the very path object it resolved with. The drizzle plugin keeps what a relation loaded
 * for the fields beneath it by that object (@pothos/selection-mapper's scopes), so under
 * graphql-jit a relation beneath a relation (a drum's specification's type) found nothing and
 * loaded its rows again in a statement of its own. Fields that plan or read drizzle selections,
 * and those returning objects (whose paths their children's lead through), resolve with one path
 * object per place in the answer, as under graphql-js.
 */
function withSharedPath(resolve: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> {
  return (source, args, ctx, info) => {
    (info as { path: unknown }).path = sharedPath(ctx as object, info.path as ResponsePath);
    return resolve(source, args, ctx, info);
  };
}

/** Whether a field's resolver takes part in drizzle's selections: it has one, or its children may. */
const readsSelections = (field: { type: Parameters<typeof getNamedType>[0]; extensions?: unknown }) =>
  !isLeafType(getNamedType(field.type)) ||
  (field.extensions as Record<string, unknown> | null | undefined)?.pothosDrizzleSelect !== undefined;

/** The schema compiled queries run on: the same types and resolvers, the rules asked by fields. */
export function rulesAskedByFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => {
      const isTypeOf = type.isTypeOf;
      if (!isTypeOf) return type;
      // With a context (graphql-js, or an interface's resolveType asking its types): as before.
      return new GraphQLObjectType({
        ...type.toConfig(),
        isTypeOf: (value, context, info) => (context === undefined ? true : isTypeOf(value, context, info)),
      });
    },
    [MapperKind.OBJECT_FIELD]: (field, fieldName) => {
      const typename = getNamedType(field.type).name;
      if (isNodeType(typename))
        return { ...field, resolve: withSharedPath(checkedBy(typename, field.resolve ?? defaultFieldResolver)) };
      const exposed = exposedProperty(field.extensions);
      if (exposed === undefined)
        return field.resolve && readsSelections(field) ? { ...field, resolve: withSharedPath(field.resolve) } : field;
      // Read in place, as a field without a resolver: compiled code reads the property itself.
      return {
        ...field,
        resolve: exposed === fieldName ? undefined : (parent: Record<string, unknown>) => parent[exposed],
      };
    },
  });
}

type Compiled = CompiledQuery<unknown, Record<string, unknown>>;
type Result = ExecutionResult | Promise<ExecutionResult>;

/** Whether a document selects a field of an interface or union type (not compiled, see above). */
function selectsAbstractType(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let abstract = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        if (type && isAbstractType(getNamedType(type))) abstract = true;
      },
    }),
  );
  return abstract;
}

/**
 * Runs query documents, and the events of subscription documents, compiled (on
 * `rulesAskedByFields(schema)`, made at the first compile), everything else with graphql-js.
 * graphql-js also answers a mutation, a document
 * graphql-jit cannot compile or that selects an interface or union, variables graphql-js
 * refuses (so the refusal keeps its words), and any query whose compiled run met an error (a
 * rule's refusal, a resolver's failure) or failed outright: graphql-js answers those as it
 * always has, null and the error where they happened. A compiled run that answered without
 * errors is the answer.
 */
export function compiledExecutor(schema: GraphQLSchema) {
  let compiledSchema: GraphQLSchema | undefined;
  // Per parsed document (yoga and REST parse each text once), then per operation name.
  const compiledByDocument = new WeakMap<DocumentNode, Map<string | undefined, Compiled | null>>();
  const compiledFor = (document: DocumentNode, operationName: string | undefined): Compiled | null => {
    let byName = compiledByDocument.get(document);
    if (!byName) compiledByDocument.set(document, (byName = new Map()));
    if (!byName.has(operationName)) {
      compiledSchema ??= rulesAskedByFields(schema);
      const { compileQuery, isCompiledQuery } = loadJit();
      const compiled = selectsAbstractType(compiledSchema, document)
        ? null
        : compileQuery(compiledSchema, document, operationName);
      byName.set(operationName, compiled && isCompiledQuery(compiled) ? (compiled as Compiled) : null);
    }
    return byName.get(operationName) ?? null;
  };
  return (args: ExecutionArgs, interpreted: (args: ExecutionArgs) => Result): Result => {
    const operation = getOperationAST(args.document, args.operationName);
    // A subscription's document is executed here only to answer one of its events (the event as
    // the root value, server/sharedEventExecution.ts); subscribing itself never comes here.
    if (operation?.operation !== 'query' && operation?.operation !== 'subscription') return interpreted(args);
    const inputs = (args.variableValues ?? {}) as Record<string, unknown>;
    // graphql-jit coerces variables itself; graphql-js's own check first keeps which values are
    // refused, and how, exactly as before (microseconds for a list's two variables).
    if (getVariableValues(args.schema, operation.variableDefinitions ?? [], inputs).errors) return interpreted(args);
    const compiled = compiledFor(args.document, args.operationName ?? undefined);
    if (!compiled) return interpreted(args);
    const answer = (result: ExecutionResult): Result => (result.errors?.length ? interpreted(args) : result);
    // A compiled run that fails outright (a throw, a rejection) is answered by graphql-js too.
    const again = () => interpreted(args);
    let result: Result;
    try {
      result = compiled.query(args.rootValue, args.contextValue, inputs) as Result;
    } catch {
      return again();
    }
    return result instanceof Promise ? result.then(answer, again) : answer(result);
  };
}
