import {
  execute,
  type ExecutionArgs,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { executeCompiled, withContextForTypeChecks } from './compiledQueries';

type Viewer = { mayReadSecrets: 'yes' | 'no' | 'throws' };

/** A type whose rule reads the viewer from the context, as scope-auth's type rules do. */
function schemaWithTypeRule() {
  const Secret = new GraphQLObjectType<{ code: string }, Viewer>({
    name: 'Secret',
    fields: { code: { type: GraphQLString } },
    isTypeOf: (_value, viewer) => {
      // scope-auth throws its unauthorizedError where a type's rule says no.
      if (viewer.mayReadSecrets === 'throws') throw new AppError('FORBIDDEN', 'Not allowed');
      return viewer.mayReadSecrets === 'yes';
    },
  });
  return withContextForTypeChecks(
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          open: { type: GraphQLString, resolve: () => 'open' },
          secrets: { type: new GraphQLList(Secret), resolve: () => [{ code: 'a' }, { code: 'b' }] },
          twice: { type: GraphQLInt, args: { n: { type: GraphQLInt } }, resolve: (_root, { n }) => n * 2 },
        },
      }),
      mutation: new GraphQLObjectType({ name: 'Mutation', fields: { touch: { type: GraphQLInt, resolve: () => 1 } } }),
    }),
  );
}

/** The compiled answer, and whether graphql-js was asked (the fallback) on the way. */
async function run(source: string, viewer: Viewer, variableValues = {}) {
  let interpretedRuns = 0;
  const interpreted = (args: ExecutionArgs) => {
    interpretedRuns += 1;
    return execute(args);
  };
  const args = { schema, document: parse(source), contextValue: viewer, variableValues };
  const answer = await executeCompiled(args, interpreted);
  return { answer, ranOnGraphqlJs: interpretedRuns > 0, graphqlJs: await execute(args) };
}
const schema = schemaWithTypeRule();

describe('compiled queries (graphql-jit)', () => {
  it('answer a query compiled, as graphql-js would, the type rule judging with the viewer', async () => {
    const allowed = await run('{ open secrets { code } }', { mayReadSecrets: 'yes' });
    expect(allowed.ranOnGraphqlJs).toBe(false);
    expect(allowed.answer).toEqual({ data: { open: 'open', secrets: [{ code: 'a' }, { code: 'b' }] } });
    expect(allowed.answer).toEqual(allowed.graphqlJs);
  });

  it.each(['no', 'throws'] as const)(
    "answer a type rule's refusal (%s) as graphql-js does: the rows null, each with its error",
    async (mayReadSecrets) => {
      // graphql-jit calls isTypeOf with the value alone, takes anything but false as yes and lets
      // a throw end the whole query; the refusal must still name each row and keep the rest.
      const refused = await run('{ open secrets { code } }', { mayReadSecrets });
      expect(refused.ranOnGraphqlJs).toBe(true);
      expect(refused.answer.data).toEqual({ open: 'open', secrets: [null, null] });
      expect(refused.answer.errors?.map((error) => error.path)).toEqual([
        ['secrets', 0],
        ['secrets', 1],
      ]);
      expect(refused.answer).toEqual(refused.graphqlJs);
      if (mayReadSecrets === 'throws') expect(refused.answer.errors?.[0].originalError).toBeInstanceOf(AppError);
    },
  );

  it('leave mutations and refused variables to graphql-js, which answers them in its own words', async () => {
    const mutation = await run('mutation { touch }', { mayReadSecrets: 'yes' });
    expect(mutation.ranOnGraphqlJs).toBe(true);
    expect(mutation.answer).toEqual({ data: { touch: 1 } });

    const wrongType = await run('query ($n: Int) { twice(n: $n) }', { mayReadSecrets: 'yes' }, { n: 'x' });
    expect(wrongType.ranOnGraphqlJs).toBe(true);
    expect(wrongType.answer.errors?.[0].message).toMatch(/^Variable "\$n" got invalid value "x"; Int cannot/);

    const fine = await run('query ($n: Int) { twice(n: $n) }', { mayReadSecrets: 'yes' }, { n: 4 });
    expect(fine.ranOnGraphqlJs).toBe(false);
    expect(fine.answer).toEqual({ data: { twice: 8 } });
  });
});
