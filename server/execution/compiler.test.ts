import {
  execute,
  type ExecutionArgs,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { compiledExecutor, rulesAskedByFields } from './compiler';
import type { Context } from '../../schema/context';
import { visibleWhen } from '../../schema/nodeVisibility';

type Viewer = { mayReadSecrets: 'yes' | 'no' | 'throws' };
const viewerOf = (ctx: Context) => ctx as unknown as Viewer;

// A node type whose rule reads the viewer, registered as the schema's types register theirs.
const secretRule = visibleWhen('CompiledTestSecret', (_secret: { code: string }, ctx) => {
  // scope-auth throws its unauthorizedError where a type's rule says no.
  if (viewerOf(ctx).mayReadSecrets === 'throws') throw new AppError('FORBIDDEN', 'Not allowed');
  return viewerOf(ctx).mayReadSecrets === 'yes';
});

const Named = new GraphQLInterfaceType({
  name: 'Named',
  fields: { code: { type: GraphQLString } },
  resolveType: () => 'CompiledTestSecret',
});

/** As scope-auth builds it: the type's rule runs in isTypeOf, which needs the request's context. */
const Secret = new GraphQLObjectType<{ code: string }, Context>({
  name: 'CompiledTestSecret',
  interfaces: [Named],
  fields: { code: { type: GraphQLString } },
  isTypeOf: (value, ctx) => {
    if (ctx === undefined) throw new TypeError('no context to judge with');
    if (!secretRule(value, ctx)) throw new AppError('FORBIDDEN', 'Not allowed');
    return true;
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      open: { type: GraphQLString, resolve: () => 'open' },
      secrets: { type: new GraphQLList(Secret), resolve: () => [{ code: 'a' }, { code: 'b' }] },
      secret: { type: Secret, resolve: async () => ({ code: 'c' }) },
      // A thenable that is no Promise, as a drizzle query is.
      lazySecret: { type: Secret, resolve: () => ({ then: (done: (row: unknown) => void) => done({ code: 'e' }) }) },
      named: { type: Named, resolve: () => ({ code: 'd' }) },
      failing: {
        type: GraphQLString,
        resolve: () => {
          throw new AppError('NOT_FOUND', 'Not found');
        },
      },
      notAList: { type: new GraphQLList(GraphQLString), resolve: () => 5 },
      twice: {
        type: GraphQLInt,
        args: { n: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, { n }) => n * 2,
      },
    },
  }),
  mutation: new GraphQLObjectType({ name: 'Mutation', fields: { touch: { type: GraphQLInt, resolve: () => 1 } } }),
});

const executeOperation = compiledExecutor(schema);

/** The answer, whether graphql-js was asked on the way, and graphql-js's own answer. */
async function run(source: string, viewer: Viewer, variableValues = {}) {
  let interpretedRuns = 0;
  const interpreted = (args: ExecutionArgs) => {
    interpretedRuns += 1;
    return execute(args);
  };
  const args = { schema, document: parse(source), contextValue: viewer, variableValues };
  const answer = await executeOperation(args, interpreted);
  // Compared as a client reads them: graphql-js builds its objects without a prototype.
  const wire = (result: unknown) => JSON.parse(JSON.stringify(result));
  return { answer: wire(answer), ranOnGraphqlJs: interpretedRuns > 0, graphqlJs: wire(await execute(args)) };
}

describe('compiled queries (graphql-jit)', () => {
  it('answer a query compiled, as graphql-js would, the type rule judging with the viewer', async () => {
    const allowed = await run('{ open secrets { code } secret { code } lazySecret { code } }', {
      mayReadSecrets: 'yes',
    });
    expect(allowed.ranOnGraphqlJs).toBe(false);
    expect(allowed.answer).toEqual({
      data: { open: 'open', secrets: [{ code: 'a' }, { code: 'b' }], secret: { code: 'c' }, lazySecret: { code: 'e' } },
    });
    expect(allowed.answer).toEqual(allowed.graphqlJs);
  });

  it.each(['no', 'throws'] as const)(
    "answer a type rule's refusal (%s) as graphql-js does: the objects null, each with its error",
    async (mayReadSecrets) => {
      // graphql-jit calls isTypeOf with the value alone: the fields returning the type ask its
      // rule, and a refusal hands the query to graphql-js, which names each object refused.
      const refused = await run('{ open secrets { code } secret { code } lazySecret { code } }', { mayReadSecrets });
      expect(refused.ranOnGraphqlJs).toBe(true);
      expect(refused.answer.data).toEqual({ open: 'open', secrets: [null, null], secret: null, lazySecret: null });
      // In the order the objects settled: the thenable's before the promise's.
      const paths = refused.answer.errors.map((error: { path: (string | number)[] }) => error.path.join('.'));
      expect(paths.sort()).toEqual(['lazySecret', 'secret', 'secrets.0', 'secrets.1']);
      expect(refused.answer).toEqual(refused.graphqlJs);
    },
  );

  it("leave a resolver's failure, and a value the list type cannot take, to graphql-js", async () => {
    for (const source of ['{ open failing }', '{ open notAList }']) {
      const failed = await run(source, { mayReadSecrets: 'yes' });
      expect(failed.ranOnGraphqlJs).toBe(true);
      expect(failed.answer).toEqual(failed.graphqlJs);
      expect(failed.answer.data.open).toBe('open');
      expect(failed.answer.errors).toHaveLength(1);
    }
  });

  it('leave interfaces, mutations and refused variables to graphql-js, which answers them in its own words', async () => {
    // No field of the document's own returns the type an interface turns out to be: its rule
    // would go unasked in a compiled run.
    for (const mayReadSecrets of ['yes', 'no'] as const) {
      const named = await run('{ named { code } }', { mayReadSecrets });
      expect(named.ranOnGraphqlJs).toBe(true);
      expect(named.answer).toEqual(named.graphqlJs);
      expect(named.answer.data).toEqual({ named: mayReadSecrets === 'yes' ? { code: 'd' } : null });
    }

    const mutation = await run('mutation { touch }', { mayReadSecrets: 'yes' });
    expect(mutation.ranOnGraphqlJs).toBe(true);
    expect(mutation.answer).toEqual({ data: { touch: 1 } });

    const wrongType = await run('query ($n: Int!) { twice(n: $n) }', { mayReadSecrets: 'yes' }, { n: 'x' });
    expect(wrongType.ranOnGraphqlJs).toBe(true);
    expect(wrongType.answer.errors[0].message).toMatch(/^Variable "\$n" got invalid value "x"; Int cannot/);

    const fine = await run('query ($n: Int!) { twice(n: $n) }', { mayReadSecrets: 'yes' }, { n: 4 });
    expect(fine.ranOnGraphqlJs).toBe(false);
    expect(fine.answer).toEqual({ data: { twice: 8 } });
  });
});

describe('exposed fields in compiled queries', () => {
  // The app's own schema: Pothos' expose fields arrive wrapped by the plugins (the drizzle
  // plugin's wrapper maps its row's selection per field and row: 2.5x a REST page's time).
  it('are read in place, under another name too, while a field with a resolver of its own keeps it', async () => {
    const { schema } = await import('../../schema/index');
    const compiled = rulesAskedByFields(schema);
    const fields = (name: string) => (compiled.getType(name) as GraphQLObjectType).getFields();
    const original = (schema.getType('PickupRequest') as GraphQLObjectType).getFields();
    expect(original.address.resolve).toBeTypeOf('function');
    expect(fields('PickupRequest').address.resolve).toBeUndefined();
    const databaseId = fields('PickupRequest').databaseId.resolve!;
    expect(databaseId({ id: 42 }, {}, {} as Context, {} as never)).toBe(42);
    // Money answers null to a transporter: its resolver decides, so it stays.
    expect(fields('PickupCollection').creditCents.resolve).toBe(
      (schema.getType('PickupCollection') as GraphQLObjectType).getFields().creditCents.resolve,
    );
  });
});
