// Tracked drums over REST (docs/tracked-drums.md, docs/api.md): deliveries in, drums out. Each call
// maps onto the GraphQL operation of the same meaning, which holds every rule and who sees what.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { listPage } from '../../../domain/listPages';
import { notFound } from '../../../domain/errors';
import { TRACKED_DRUM_MESSAGES } from '../../../domain/validation/trackedDrums';
import { type DrumConnection, LIST_PAGE_PARAMETERS, pagedDrums } from '../listFilters';
import { gql, runOperation } from '../operation';
import { globalIdOf, pick, type RestRoute } from '../router';
import { inputBody, selectionSchema } from '../openapi';
import { change, mutation, type Row } from './adminShapes';

const REST_DRUM_FIELDS = `id: databaseId number status drumSpec { id: databaseId name }
  holder { id: databaseId name } site { address latitude longitude } deliveredAt deliveryNote
  rentFreeUntil forfeitsOn monthlyRentCents forfeitCents rentCentsSoFar returnedAt condition
  pickupRequest { id: databaseId referenceNumberFormatted status }`;
const REST_DRUM_HISTORY = `history { status deliveredAt deliveryNote site { address latitude longitude } returnedAt condition rentCents }`;

const LIST =
  gql(`query RestTrackedDrums($first: Int!, $after: String, $search: String, $statuses: [DrumStatus!], $companyId: ID) {
  drums(first: $first, after: $after, search: $search, statuses: $statuses, returnerCompanyId: $companyId) {
    totalCount edges { node { ${REST_DRUM_FIELDS} } } pageInfo { hasNextPage endCursor } } }`);
const ONE = gql(
  `query RestTrackedDrum($number: String!) { trackedDrum(number: $number) { ${REST_DRUM_FIELDS} ${REST_DRUM_HISTORY} } }`,
);
const RECORD = mutation(
  'recordDrumDelivery',
  'RecordDrumDeliveryInput',
  'RecordDrumDeliveryPayload',
  `deliveryId drumCount drums { ${REST_DRUM_FIELDS} }`,
);

const DELIVERY_BODY = inputBody('RecordDrumDeliveryInput', [
  'returnerCompanyId',
  'deliveryNote',
  'deliveredAt',
  'address',
  'latitude',
  'longitude',
  'drums',
]);
const DRUM_SCHEMA = selectionSchema('Drum', REST_DRUM_FIELDS);
const STATUSES = { on_site: 'ON_SITE', booked: 'BOOKED', returned: 'RETURNED' } as const;

/** The drums of a REST body (database spec ids) as GraphQL's (global ids); anything else is left for the rules. */
function deliveredDrums(drums: unknown): unknown {
  if (!Array.isArray(drums)) return drums;
  return drums.map((drum) => {
    if (!drum || typeof drum !== 'object') return drum;
    const { number, drumSpecId } = drum as Row;
    return { number, drumSpecId: globalIdOf('DrumSpec', drumSpecId) };
  });
}

export const trackedDrumRoutes: RestRoute[] = [
  change({
    method: 'POST',
    path: '/api/drum-deliveries',
    summary:
      'Admin: records drums delivered to a returner company’s site (database ids; 1 to 10,000 drums, each `{number, drumSpecId}`); a drum still on a site is refused, naming its number',
    body: DELIVERY_BODY,
    answers: {
      schema: {
        type: 'object',
        properties: {
          deliveryId: { type: 'integer' },
          drumCount: { type: 'integer' },
          drums: { type: 'array', items: DRUM_SCHEMA },
        },
        required: ['deliveryId', 'drumCount', 'drums'],
      },
    },
    document: RECORD,
    field: 'recordDrumDelivery',
    status: 201,
    input: async (call) => {
      const body = pick(await call.body(), DELIVERY_BODY.keys);
      return { ...body, drums: deliveredDrums(body.drums) };
    },
    answer: ({ deliveryId, drumCount, drums }) => ({ deliveryId, drumCount, drums }),
  }),
  {
    method: 'GET',
    path: '/api/tracked-drums',
    summary:
      'The tracked drums the caller may read, most urgent first (the one whose rent or full charge comes first leads): all up to 2,000, or `limit` at a time with a `Link` header to the next page',
    query: [
      {
        name: 'status',
        description:
          'Only drums in this status: ON_SITE, BOOKED or RETURNED; several separated by commas (`ON_SITE,BOOKED`: what is still at the sites).',
        schema: { type: 'string', pattern: '^(ON_SITE|BOOKED|RETURNED)(,(ON_SITE|BOOKED|RETURNED))*$' },
      },
      {
        name: 'search',
        description: 'Only drums whose number holds this (case and spaces aside).',
        schema: { type: 'string', maxLength: 100 },
      },
      {
        name: 'companyId',
        description: 'Only drums held by this returner company (database id).',
        schema: { type: 'integer' },
      },
      ...LIST_PAGE_PARAMETERS,
    ],
    answer: { key: 'drums', list: true, schema: DRUM_SCHEMA },
    handler: async ({ ctx, request }) => {
      const url = new URL(request.url);
      const query = url.searchParams;
      const page = listPage(query.get('limit'), query.get('after'));
      const status = query.get('status');
      const companyId = query.get('companyId');
      const result = await runOperation<{ drums: DrumConnection }>({ ...ctx, wholeList: true }, LIST, {
        first: page.limit,
        after: page.after,
        search: query.get('search') || null,
        // A status of another spelling goes as it is, for GraphQL to refuse naming it.
        statuses: status
          ? status.split(',').map((one) => STATUSES[one.trim().toLowerCase() as keyof typeof STATUSES] ?? one)
          : null,
        companyId: companyId
          ? /^\d+$/.test(companyId)
            ? encodeGlobalID('ReturnerCompany', companyId)
            : companyId
          : null,
      });
      if (!result.ok) return result.response;
      return pagedDrums(url, page.limit, result.data.drums);
    },
  },
  {
    method: 'GET',
    path: '/api/tracked-drums/:number',
    summary:
      'One tracked drum by its number, with its history; 404 when the pool has none or the caller may not read it',
    answer: {
      key: 'drum',
      schema: selectionSchema('Drum', `${REST_DRUM_FIELDS} ${REST_DRUM_HISTORY}`),
    },
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ trackedDrum: Row | null }>(ctx, ONE, {
        number: decodeURIComponent(params.number ?? ''),
      });
      if (!result.ok) return result.response;
      if (!result.data.trackedDrum) throw notFound(TRACKED_DRUM_MESSAGES.notFound);
      return Response.json({ drum: result.data.trackedDrum });
    },
  },
];
