import { gql } from '../operation';
import type { RestRoute } from '../router';
import { allNodes } from './connections';
import { selectionSchema } from '../openapi';

export const REST_DRUM_SPEC_FIELDS = `id: databaseId name articleNumber drumTypeId drumType { id: databaseId name }
  weight flangeDiameter widthBetweenFlanges transportVolume buybackPrice buybackPrice80 scrapHandlingFee drumInfo availableFor`;

const page = (field: string, fields: string) =>
  gql(`query Rest${field[0].toUpperCase()}${field.slice(1)}($first: Int, $after: String) { ${field}(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor } edges { node { ${fields} } } } }`);

const DRUM_SPECS = page('drumSpecs', REST_DRUM_SPEC_FIELDS);
const DRUM_TYPE_FIELDS = 'id: databaseId name metadata';
const DRUM_TYPES = page('drumTypes', DRUM_TYPE_FIELDS);

export const drumCatalogueRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/drum-specs',
    summary: 'The drum specifications a returner may choose',
    answer: { key: 'drumSpecs', list: true, schema: selectionSchema('DrumSpec', REST_DRUM_SPEC_FIELDS) },
    handler: async ({ ctx }) => {
      const result = await allNodes(ctx, DRUM_SPECS, 'drumSpecs');
      return result.ok ? Response.json({ drumSpecs: result.nodes }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/drum-types',
    summary: 'The drum types',
    answer: { key: 'drumTypes', list: true, schema: selectionSchema('DrumType', DRUM_TYPE_FIELDS) },
    handler: async ({ ctx }) => {
      const result = await allNodes(ctx, DRUM_TYPES, 'drumTypes');
      return result.ok ? Response.json({ drumTypes: result.nodes }) : result.response;
    },
  },
];
