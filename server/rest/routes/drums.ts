import { gql, runOperation } from '../operation';
import type { RestRoute } from '../router';

export const REST_DRUM_SPEC_FIELDS = `id: databaseId name articleNumber drumTypeId drumType { id: databaseId name }
  weight flangeDiameter widthBetweenFlanges transportVolume buybackPrice buybackPrice80 scrapHandlingFee drumInfo availableFor`;

const DRUM_SPECS = gql(`query RestDrumSpecs { drumSpecs { ${REST_DRUM_SPEC_FIELDS} } }`);
const DRUM_TYPES = gql(`query RestDrumTypes { drumTypes { id: databaseId name metadata } }`);

export const drumCatalogueRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/drum-specs',
    handler: async ({ ctx }) => {
      const result = await runOperation<{ drumSpecs: unknown[] }>(ctx, DRUM_SPECS);
      return result.ok ? Response.json({ drumSpecs: result.data.drumSpecs }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/drum-types',
    handler: async ({ ctx }) => {
      const result = await runOperation<{ drumTypes: unknown[] }>(ctx, DRUM_TYPES);
      return result.ok ? Response.json({ drumTypes: result.data.drumTypes }) : result.response;
    },
  },
];
