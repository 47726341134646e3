import { en } from '../../../domain/i18n/en';
import { etagMatches, opaqueEtag } from '../etag';
import { notFound } from '../../../domain/errors';
import { ACCESS_MESSAGES } from '../../../domain/pickupAccess';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST, PICKUP_MESSAGES } from '../../../domain/validation/pickupRequest';
import { THUMBNAIL_CONTENT_TYPE } from '../../../services/uploads/images';
import type { Context } from '../../context';
import { listPage } from '../../../domain/listPages';
import {
  type DrumConnection,
  LIST_PAGE_PARAMETERS,
  PICKUP_LIST_ARGUMENTS,
  PICKUP_LIST_PARAMETERS,
  PICKUP_LIST_VARIABLES,
  pagedDrums,
  pickupListVariables,
} from '../listFilters';
import { VALIDATION_FIELDS } from '../fragments';
import { formFiles, formJson, formText, type MultipartRules, readMultipart } from '../multipart';
import { IDEMPOTENCY_HEADER, idempotencyInput } from '../idempotencyKey';
import { gql, runForMessage, runOperation } from '../operation';
import { globalIdOf, numericId, pick, type RestRoute, wholeNumberOrNull } from '../router';
import { inputBody, MESSAGE_SCHEMA, selectionSchema } from '../openapi';

// docs/specification.md section 7, "Pickup requests and drums". Each call maps onto a GraphQL operation, which
// holds every rule (validation, flags, access); multipart forms are read here and their images
// handed to GraphQL as File variables.

const REST_PICKUP_IMAGE_FIELDS =
  'id: databaseId url imageUrl: url thumbnailUrl filename isPrimary contentType width height position';

export const REST_PICKUP_REQUEST_FIELDS = `
  id: databaseId referenceNumberFormatted status statusLabel nextStep address latitude longitude zoneId zoneName zoneNumber
  drums { id: databaseId drumSpecId quantity drumSpecName drumTypeId drumTypeName drumType: drumTypeName diameter width drumNumbers }
  totalDrums drumType images { ${REST_PICKUP_IMAGE_FIELDS} }
  userId userName returnerCompanyId returnerCompanyName assignedTransportCompanyId assignedTransportCompanyName
  transportCompanyName: assignedTransportCompanyName assignedContactPersonId assignedContactPersonName createdByAdminId createdByAdminName
  hasLoadingCapability supportsForklift requiresCraneTruck transporterComments messageCount
  createdAt updatedAt confirmedAt scheduledAt scheduledPickupDate acknowledgedAt collectedAt cancelledAt
  viewerCanEdit viewerCanDelete viewerCanSubmit allowedActions rollbackTargets`;

/** What creating one answers: its id and the request. */
const CREATED_SCHEMA = {
  type: 'object',
  properties: {
    pickupRequestId: { type: 'integer' },
    pickupRequest: selectionSchema('PickupRequest', REST_PICKUP_REQUEST_FIELDS),
  },
  required: ['pickupRequestId', 'pickupRequest'],
};

/** A pickup request as REST answers it, for the OpenAPI document. */
const PICKUP_REQUEST_SCHEMA = selectionSchema('PickupRequest', REST_PICKUP_REQUEST_FIELDS);

const LIST = gql(`query RestPickupRequests($first: Int!, $after: String, ${PICKUP_LIST_VARIABLES}) {
  pickupRequests(first: $first, after: $after, ${PICKUP_LIST_ARGUMENTS}) {
    totalCount edges { node { ${REST_PICKUP_REQUEST_FIELDS} } } pageInfo { hasNextPage endCursor } } }`);
const ONE = gql(`query RestPickupRequest($id: ID!) { pickupRequest(id: $id) { ${REST_PICKUP_REQUEST_FIELDS} } }`);
const IMAGES = gql(
  `query RestPickupRequestImages($id: ID!) { pickupRequest(id: $id) { images { ${REST_PICKUP_IMAGE_FIELDS} } } }`,
);
// Null, as for a missing one, when the viewer may not read the image's request.
const IMAGE = gql(
  `query RestPickupRequestImage($id: ID!) { pickupRequestImage(id: $id) { databaseId filename contentType } }`,
);
const CREATE = gql(`mutation RestCreatePickupRequest($input: CreatePickupRequestInput!) {
  createPickupRequest(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { ${REST_PICKUP_REQUEST_FIELDS} } } } }`);
const UPDATE = gql(`mutation RestUpdatePickupRequest($input: UpdatePickupRequestInput!) {
  updatePickupRequest(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { ${REST_PICKUP_REQUEST_FIELDS} } } } }`);
const SUBMIT = gql(`mutation RestSubmitPickupRequest($input: PickupRequestIdInput!) {
  submitPickupRequest(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { ${REST_PICKUP_REQUEST_FIELDS} } } } }`);
const DELETE = gql(
  `mutation RestDeletePickupRequest($input: PickupRequestIdInput!) { deletePickupRequest(input: $input) { deletedDatabaseId } }`,
);
const ADD_IMAGES = gql(`mutation RestAddPickupRequestImages($input: AddPickupRequestImagesInput!) {
  addPickupRequestImages(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { images { ${REST_PICKUP_IMAGE_FIELDS} } } } } }`);
const DELETE_IMAGE = gql(`mutation RestDeletePickupRequestImage($input: DeletePickupRequestImageInput!) {
  deletePickupRequestImage(input: $input) { ${VALIDATION_FIELDS} ... on DeletePickupRequestImagePayload { deletedImageDatabaseId } } }`);

type Row = Record<string, unknown>;
type WithRequest = { pickupRequest: Row };

export const PICKUP_REST_MESSAGES = en.errors.pickupRest;

/** Up to six images of at most 10 MB each; one more still arrives, for the spec's own message. */
const IMAGE_UPLOAD: MultipartRules = {
  files: MAX_IMAGES_PER_REQUEST,
  fileSize: MAX_IMAGE_BYTES,
  fileTooLarge: PICKUP_MESSAGES.imageTooLarge,
  tooLarge: PICKUP_REST_MESSAGES.tooLarge,
  tooManyFiles: { field: 'images', message: PICKUP_MESSAGES.tooManyImages },
  notMultipart: { code: 'UNSUPPORTED_MEDIA_TYPE', message: PICKUP_REST_MESSAGES.notMultipart },
};

export const REQUEST_FIELDS = [
  'address',
  'latitude',
  'longitude',
  'drums',
  'hasLoadingCapability',
  'supportsForklift',
  'requiresCraneTruck',
  'transporterComments',
] as const;

/** The create form: the fields as text, `drums` as JSON text, up to six `images`. */
const CREATE_FORM = inputBody(
  'CreatePickupRequestInput',
  [...REQUEST_FIELDS, 'images', 'createdAt'],
  {
    drums: {
      type: 'string',
      contentMediaType: 'application/json',
      description:
        'The drum lines as JSON: [{"drumSpecId": 3, "quantity": 2}], with the numbers of tracked drums on a line if any: [{"drumSpecId": 3, "quantity": 2, "drumNumbers": ["FB-1001"]}]',
    },
  },
  { multipart: true },
);
const UPDATE_BODY = inputBody('UpdatePickupRequestInput', REQUEST_FIELDS);
const IMAGES_FORM = inputBody('AddPickupRequestImagesInput', ['images'], {}, { multipart: true });

const requestGlobalId = (raw: string | undefined) => globalIdOf('PickupRequest', numericId(raw));

/**
 * REST drum lines (numeric spec ids) as GraphQL's (global ids). A value that is no id or no
 * whole number goes as null, and something other than a list as no lines, so the operation's
 * rules answer them in their own words.
 */
export function drumLines(lines: unknown): unknown {
  if (lines === undefined || lines === null) return lines;
  if (!Array.isArray(lines)) return [];
  return lines.map((line) => {
    const { drumSpecId, quantity, drumNumbers } = (line && typeof line === 'object' ? line : {}) as Row;
    return {
      drumSpecId: globalIdOf('DrumSpec', drumSpecId),
      quantity: wholeNumberOrNull(quantity),
      ...(drumNumbers === undefined ? {} : { drumNumbers }),
    };
  });
}

export const pickupRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/drums',
    summary:
      'The pickup requests the caller may read, newest first: all of them up to 2,000, or `limit` (1 to 2,000) at a time; ' +
      'when more follow, the `Link` header (rel="next") is the next page, with its `after` cursor and the same filters',
    query: [...LIST_PAGE_PARAMETERS, ...PICKUP_LIST_PARAMETERS],
    answer: { key: 'drums', list: true, schema: PICKUP_REQUEST_SCHEMA },
    handler: async ({ ctx, request }) => {
      const url = new URL(request.url);
      const page = listPage(url.searchParams.get('limit'), url.searchParams.get('after'));
      // One GraphQL execution for the page (REST projects one execution, never pages
      // of it); up to REST_LIST_LIMIT rows, where GraphQL clients page by at most 200.
      const whole = { ...ctx, wholeList: true };
      const result = await runOperation<{ pickupRequests: DrumConnection }>(whole, LIST, {
        ...pickupListVariables(url.searchParams),
        first: page.limit,
        after: page.after,
      });
      if (!result.ok) return result.response;
      return pagedDrums(url, page.limit, result.data.pickupRequests);
    },
  },
  {
    method: 'POST',
    path: '/api/drums/batch',
    summary: 'Creates a pickup request (a draft) with drums, photos and the site',
    body: CREATE_FORM,
    headers: [IDEMPOTENCY_HEADER],
    answer: { schema: CREATED_SCHEMA },
    handler: async ({ ctx, request }) => {
      const key = idempotencyInput(request);
      const form = await readMultipart(request, IMAGE_UPLOAD);
      const input = {
        ...key,
        ...Object.fromEntries(REQUEST_FIELDS.map((field) => [field, formText(form, field)])),
        drums: drumLines(formJson(form, 'drums')),
        images: formFiles(form, 'images'),
        createdAt: formText(form, 'createdAt'),
      };
      const result = await runOperation<{ createPickupRequest: WithRequest }>(ctx, CREATE, { input });
      if (!result.ok) return result.response;
      const pickupRequest = result.data.createPickupRequest.pickupRequest;
      return Response.json({ pickupRequestId: pickupRequest.id, pickupRequest }, { status: 201 });
    },
  },
  {
    method: 'DELETE',
    path: '/api/drums/:id',
    summary: 'Deletes a draft pickup request',
    answer: { schema: MESSAGE_SCHEMA },
    handler: ({ ctx, params }) =>
      runForMessage(ctx, DELETE, { input: { id: requestGlobalId(params.id) } }, PICKUP_REST_MESSAGES.deleted),
  },
  {
    method: 'POST',
    path: '/api/drums/:id/finalize',
    summary: 'Submits a draft: it becomes ready for pickup',
    answer: { status: 200, key: 'pickupRequest', schema: PICKUP_REQUEST_SCHEMA },
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ submitPickupRequest: WithRequest }>(ctx, SUBMIT, {
        input: { id: requestGlobalId(params.id) },
      });
      return result.ok
        ? Response.json({ pickupRequest: result.data.submitPickupRequest.pickupRequest })
        : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/pickup-requests/:id',
    summary: 'One pickup request',
    answer: { key: 'pickupRequest', schema: PICKUP_REQUEST_SCHEMA },
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ pickupRequest: Row | null }>(ctx, ONE, { id: requestGlobalId(params.id) });
      if (!result.ok) return result.response;
      if (!result.data.pickupRequest) throw notFound(PICKUP_NOT_FOUND);
      return Response.json({ pickupRequest: result.data.pickupRequest });
    },
  },
  {
    method: 'PATCH',
    path: '/api/pickup-requests/:id',
    summary: 'Changes a pickup request the caller may edit',
    body: UPDATE_BODY,
    answer: { key: 'pickupRequest', schema: PICKUP_REQUEST_SCHEMA },
    handler: async ({ ctx, params, body }) => {
      const fields = pick(await body(), UPDATE_BODY.keys);
      const input = { ...fields, drums: drumLines(fields.drums), id: requestGlobalId(params.id) };
      const result = await runOperation<{ updatePickupRequest: WithRequest }>(ctx, UPDATE, { input });
      return result.ok
        ? Response.json({ pickupRequest: result.data.updatePickupRequest.pickupRequest })
        : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/pickup-requests/:id/images',
    summary: 'The photos of a pickup request',
    answer: { key: 'images', list: true, schema: selectionSchema('PickupRequestImage', REST_PICKUP_IMAGE_FIELDS) },
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ pickupRequest: { images: Row[] } | null }>(ctx, IMAGES, {
        id: requestGlobalId(params.id),
      });
      if (!result.ok) return result.response;
      if (!result.data.pickupRequest) throw notFound(PICKUP_NOT_FOUND);
      return Response.json({ images: result.data.pickupRequest.images });
    },
  },
  {
    method: 'POST',
    path: '/api/pickup-requests/:id/images',
    summary: 'Adds photos to a pickup request',
    body: IMAGES_FORM,
    answer: { key: 'images', list: true, schema: selectionSchema('PickupRequestImage', REST_PICKUP_IMAGE_FIELDS) },
    handler: async ({ ctx, params, request }) => {
      const id = requestGlobalId(params.id);
      const form = await readMultipart(request, IMAGE_UPLOAD);
      const result = await runOperation<{ addPickupRequestImages: { pickupRequest: { images: Row[] } } }>(
        ctx,
        ADD_IMAGES,
        { input: { pickupRequestId: id, images: formFiles(form, 'images') } },
      );
      return result.ok
        ? Response.json({ images: result.data.addPickupRequestImages.pickupRequest.images }, { status: 201 })
        : result.response;
    },
  },
  {
    method: 'DELETE',
    path: '/api/pickup-requests/:id/images/:imageId',
    summary: 'Removes a photo',
    answer: { schema: MESSAGE_SCHEMA },
    handler: async ({ ctx, params }) => {
      const input = {
        id: globalIdOf('PickupRequestImage', numericId(params.imageId)),
        pickupRequestId: requestGlobalId(params.id),
      };
      return runForMessage(ctx, DELETE_IMAGE, { input }, PICKUP_REST_MESSAGES.imageDeleted);
    },
  },
  {
    method: 'GET',
    path: '/api/images/:id',
    summary: 'A photo, as uploaded (re-encoded)',
    answer: { contentType: 'image/*', description: 'The photo as stored (JPEG, PNG or WebP).' },
    handler: ({ ctx, params, request }) => serveImage(ctx, request, numericId(params.id), 'image'),
  },
  {
    method: 'GET',
    path: '/api/images/:id/thumbnail',
    summary: 'A photo’s thumbnail (WebP)',
    answer: { contentType: 'image/webp', description: 'The thumbnail.' },
    handler: ({ ctx, params, request }) => serveImage(ctx, request, numericId(params.id), 'thumbnail'),
  },
];

const PICKUP_NOT_FOUND = ACCESS_MESSAGES.notFound;
const IMAGE_NOT_FOUND = 'Image not found';

/**
 * The bytes of one image, to those who may read its request: GraphQL's PickupRequestImage
 * answers whether they may; the stored files are then read as they are. Stored images were
 * re-encoded at upload, so the stored content type is the real one.
 */
async function serveImage(ctx: Context, request: Request, id: number, variant: 'image' | 'thumbnail') {
  type Image = { databaseId: number; filename: string; contentType: string };
  const result = await runOperation<{ pickupRequestImage: Image | null }>(ctx, IMAGE, {
    id: globalIdOf('PickupRequestImage', id),
  });
  if (!result.ok) return result.response;
  const image = result.data.pickupRequestImage;
  const stored =
    image &&
    (await ctx.db.query.pickupRequestImages.findFirst({
      where: { id },
      columns: { storageKey: true, thumbnailKey: true },
    }));
  if (!image || !stored) throw notFound(IMAGE_NOT_FOUND);
  return storedImageResponse(ctx, request, image, stored, variant);
}

/**
 * The stored bytes of an image the caller was found to reach (a request's image or a message's
 * attachment). Stored images were re-encoded at upload, so the stored content type is the real one.
 */
export async function storedImageResponse(
  ctx: Context,
  request: Request,
  image: { filename: string; contentType: string },
  stored: { storageKey: string; thumbnailKey: string },
  variant: 'image' | 'thumbnail',
): Promise<Response> {
  const key = variant === 'image' ? stored.storageKey : stored.thumbnailKey;
  // Revalidated on every use (access is checked above first), but never sent twice: a stored
  // key's bytes never change, so a digest of the key is the ETag (the key itself stays private).
  const etag = opaqueEtag(key);
  const cacheHeaders = { 'cache-control': 'private, no-cache', etag };
  if (etagMatches(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers: cacheHeaders });
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw notFound(IMAGE_NOT_FOUND);
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...cacheHeaders,
      'content-type': variant === 'image' ? image.contentType : THUMBNAIL_CONTENT_TYPE,
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(image.filename)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
