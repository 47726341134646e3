import type { RestRoute } from '../router';
import { connectionQuery, list } from './adminShapes';
import { selectionSchema } from '../openapi';

export const REST_DRUM_SPEC_FIELDS = `id: databaseId name articleNumber drumTypeId drumType { id: databaseId name }
  weight flangeDiameter widthBetweenFlanges transportVolume buybackPrice buybackPrice80 scrapHandlingFee
  rentFreeDays monthlyRentPercent forfeitAfterDays drumInfo availableFor`;

const DRUM_TYPE_FIELDS = 'id: databaseId name metadata';

export const drumCatalogueRoutes: RestRoute[] = [
  list(
    {
      path: '/api/drum-specs',
      summary: 'The drum specifications a returner may choose',
      key: 'drumSpecs',
      schema: selectionSchema('DrumSpec', REST_DRUM_SPEC_FIELDS),
      searchable: true,
    },
    connectionQuery('drumSpecs', REST_DRUM_SPEC_FIELDS, true),
    'drumSpecs',
  ),
  list(
    {
      path: '/api/drum-types',
      summary: 'The drum types',
      key: 'drumTypes',
      schema: selectionSchema('DrumType', DRUM_TYPE_FIELDS),
      searchable: true,
    },
    connectionQuery('drumTypes', DRUM_TYPE_FIELDS, true),
    'drumTypes',
  ),
];
