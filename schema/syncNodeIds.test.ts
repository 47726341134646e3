import { type GraphQLObjectType, type GraphQLResolveInfo, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { builder } from './builder';
import { schema } from './index';

const nodeTypes = (built: typeof schema) =>
  Object.values(built.getTypeMap()).filter(
    (type): type is GraphQLObjectType =>
      isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node'),
  );
const info = { path: { key: 'id', prev: undefined, typename: undefined } } as unknown as GraphQLResolveInfo;

describe('syncNodeIds', () => {
  it("answers every node's id at once, equal to plugin-relay's own (async) answer", async () => {
    // A schema as Pothos builds it, without syncNodeIds: its id resolvers are plugin-relay's.
    const relaySchema = builder.toSchema({ sortSchema: true });
    const types = nodeTypes(schema);
    expect(types.map((type) => type.name)).toEqual(nodeTypes(relaySchema).map((type) => type.name));
    expect(types.length).toBeGreaterThanOrEqual(13);
    for (const type of types) {
      const row = { id: 4711 };
      const ours = type.getFields().id.resolve!(row, {}, {}, info);
      const relays = (relaySchema.getType(type.name) as GraphQLObjectType).getFields().id.resolve!(row, {}, {}, info);
      expect(relays).toBeInstanceOf(Promise);
      expect(typeof ours, type.name).toBe('string');
      expect(ours, type.name).toBe(await relays);
    }
  });
});
