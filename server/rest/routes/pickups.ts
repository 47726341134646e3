import { encodeGlobalID } from '@pothos/plugin-relay';
import { canReadPickupRequest } from '../../../domain/pickupAccess';
import { validate } from '../../../domain/validation/common';
import {
  DrumLinesSchema,
  imageCountIssue,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_REQUEST,
  PICKUP_MESSAGES,
  PickupRequestDetailsSchema,
} from '../../../domain/validation/pickupRequest';
import { pickupViewer } from '../../../schema/pickups/access';
import { THUMBNAIL_CONTENT_TYPE } from '../../../services/uploads/images';
import { VALIDATION_FIELDS } from '../fragments';
import { errorResponse, gql, runOperation } from '../operation';
import { MultipartLimitError, readMultipartForm } from '../multipart';
import { numericId, pick, RestRefusal, type RestRoute } from '../router';

// spec.md section 7, "Pickup requests and drums". Each call maps onto a GraphQL operation;
// multipart forms are read here and their images handed to GraphQL as File variables.

export const REST_PICKUP_IMAGE_FIELDS =
  'id: databaseId url imageUrl thumbnailUrl filename isPrimary contentType width height position';

export const REST_PICKUP_REQUEST_FIELDS = `
  id: databaseId referenceNumberFormatted status statusLabel address latitude longitude zoneId zoneName zoneNumber
  drums { id: databaseId drumSpecId quantity drumSpecName drumTypeId drumTypeName drumType diameter width }
  totalDrums drumType images { ${REST_PICKUP_IMAGE_FIELDS} }
  userId userName returnerCompanyId returnerCompanyName assignedTransportCompanyId assignedTransportCompanyName
  transportCompanyName assignedContactPersonId assignedContactPersonName createdByAdminId createdByAdminName
  hasLoadingCapability supportsForklift requiresCraneTruck transporterComments messageCount
  createdAt updatedAt confirmedAt scheduledAt scheduledPickupDate acknowledgedAt collectedAt cancelledAt
  viewerCanEdit viewerCanDelete viewerCanSubmit`;

const LIST = gql(`query RestPickupRequests($after: String) {
  pickupRequests(first: 200, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ${REST_PICKUP_REQUEST_FIELDS} } } } }`);
const ONE = gql(`query RestPickupRequest($id: ID!) { pickupRequest(id: $id) { ${REST_PICKUP_REQUEST_FIELDS} } }`);
const IMAGES = gql(
  `query RestPickupRequestImages($id: ID!) { pickupRequest(id: $id) { images { ${REST_PICKUP_IMAGE_FIELDS} } } }`,
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

export const PICKUP_REST_MESSAGES = {
  deleted: 'Pickup request deleted',
  imageDeleted: 'Image deleted',
  notMultipart: 'Expected a multipart/form-data body',
  tooLarge: 'The upload is too large',
} as const;

const requestGlobalId = (raw: string | undefined) => encodeGlobalID('PickupRequest', numericId(raw));
const notFoundResponse = () => errorResponse(404, 'Pickup request not found', { code: 'NOT_FOUND' });
const validationResponse = (issues: { field: string; message: string }[]) =>
  errorResponse(400, issues[0].message, { code: 'VALIDATION_ERROR', issues });

export const pickupRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/drums',
    handler: async ({ ctx }) => {
      type Page = {
        pickupRequests: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Row }[] };
      };
      const drums: Row[] = [];
      let after: string | null = null;
      // Bounded: the newest 2,000 (ten pages); the GraphQL connection pages through the rest.
      let pages = 0;
      do {
        pages += 1;
        const result: Awaited<ReturnType<typeof runOperation<Page>>> = await runOperation<Page>(ctx, LIST, { after });
        if (!result.ok) return result.response;
        drums.push(...result.data.pickupRequests.edges.map((edge) => edge.node));
        after = result.data.pickupRequests.pageInfo.hasNextPage ? result.data.pickupRequests.pageInfo.endCursor : null;
      } while (after && pages < 10);
      return Response.json({ drums });
    },
  },
  {
    method: 'POST',
    path: '/api/drums/batch',
    handler: async ({ ctx, request }) => {
      requireApprovedViewer(ctx);
      const form = await readMultipart(request, MAX_IMAGES_PER_REQUEST);
      const fields = {
        drums: parseJson(form.get('drums')),
        address: text(form.get('address')),
        latitude: text(form.get('latitude')),
        longitude: text(form.get('longitude')),
        hasLoadingCapability: text(form.get('hasLoadingCapability')),
        supportsForklift: text(form.get('supportsForklift')),
        requiresCraneTruck: text(form.get('requiresCraneTruck')),
        transporterComments: text(form.get('transporterComments')),
      };
      const images = files(form);
      // The domain rules read the form's text; GraphQL then gets typed values.
      const checked = validate(PickupRequestDetailsSchema, fields);
      const issues = checked.ok ? [] : [...checked.issues];
      const imageIssue = imageCountIssue(0, images.length, true);
      if (imageIssue) issues.push({ field: 'images', message: imageIssue });
      if (!checked.ok || issues.length) return validationResponse(issues);
      const details = checked.data;
      const input = {
        ...details,
        drums: details.drums.map((line) => ({
          drumSpecId: encodeGlobalID('DrumSpec', line.drumSpecId),
          quantity: line.quantity,
        })),
        images,
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
    handler: async ({ ctx, params }) => {
      const result = await runOperation(ctx, DELETE, { input: { id: requestGlobalId(params.id) } });
      return result.ok ? Response.json({ message: PICKUP_REST_MESSAGES.deleted }) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/drums/:id/finalize',
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
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ pickupRequest: Row | null }>(ctx, ONE, { id: requestGlobalId(params.id) });
      if (!result.ok) return result.response;
      return result.data.pickupRequest
        ? Response.json({ pickupRequest: result.data.pickupRequest })
        : notFoundResponse();
    },
  },
  {
    method: 'PATCH',
    path: '/api/pickup-requests/:id',
    handler: async ({ ctx, params, body }) => {
      const id = requestGlobalId(params.id);
      const fields = pick(await body(), [
        'address',
        'latitude',
        'longitude',
        'drums',
        'hasLoadingCapability',
        'supportsForklift',
        'requiresCraneTruck',
        'transporterComments',
      ]);
      const input: Row = { ...fields, id };
      if (fields.drums !== undefined && fields.drums !== null) {
        const drums = validate(DrumLinesSchema, fields.drums);
        if (!drums.ok)
          return validationResponse(
            drums.issues.map((issue) => ({ ...issue, field: issue.field === '_' ? 'drums' : `drums.${issue.field}` })),
          );
        input.drums = drums.data.map((line) => ({
          drumSpecId: encodeGlobalID('DrumSpec', line.drumSpecId),
          quantity: line.quantity,
        }));
      }
      for (const flag of ['hasLoadingCapability', 'supportsForklift', 'requiresCraneTruck'] as const) {
        if (typeof input[flag] === 'string') input[flag] = input[flag] === 'true';
      }
      const result = await runOperation<{ updatePickupRequest: WithRequest }>(ctx, UPDATE, { input });
      return result.ok
        ? Response.json({ pickupRequest: result.data.updatePickupRequest.pickupRequest })
        : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/pickup-requests/:id/images',
    handler: async ({ ctx, params }) => {
      const result = await runOperation<{ pickupRequest: { images: Row[] } | null }>(ctx, IMAGES, {
        id: requestGlobalId(params.id),
      });
      if (!result.ok) return result.response;
      return result.data.pickupRequest
        ? Response.json({ images: result.data.pickupRequest.images })
        : notFoundResponse();
    },
  },
  {
    method: 'POST',
    path: '/api/pickup-requests/:id/images',
    handler: async ({ ctx, params, request }) => {
      const id = requestGlobalId(params.id);
      requireApprovedViewer(ctx);
      const form = await readMultipart(request, MAX_IMAGES_PER_REQUEST);
      const images = files(form);
      const result = await runOperation<{ addPickupRequestImages: { pickupRequest: { images: Row[] } } }>(
        ctx,
        ADD_IMAGES,
        {
          input: { pickupRequestId: id, images },
        },
      );
      return result.ok
        ? Response.json({ images: result.data.addPickupRequestImages.pickupRequest.images }, { status: 201 })
        : result.response;
    },
  },
  {
    method: 'DELETE',
    path: '/api/pickup-requests/:id/images/:imageId',
    handler: async ({ ctx, params }) => {
      const input = {
        id: encodeGlobalID('PickupRequestImage', numericId(params.imageId)),
        pickupRequestId: requestGlobalId(params.id),
      };
      const result = await runOperation(ctx, DELETE_IMAGE, { input });
      return result.ok ? Response.json({ message: PICKUP_REST_MESSAGES.imageDeleted }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/images/:id',
    handler: ({ ctx, params, request }) => serveImage(ctx, request, numericId(params.id), 'image'),
  },
  {
    method: 'GET',
    path: '/api/images/:id/thumbnail',
    handler: ({ ctx, params, request }) => serveImage(ctx, request, numericId(params.id), 'thumbnail'),
  },
];

/**
 * The bytes of one image, to those who may read its request. Stored images were re-encoded
 * at upload, so the stored content type is the real one.
 */
async function serveImage(
  ctx: Parameters<RestRoute['handler']>[0]['ctx'],
  request: Request,
  id: number,
  variant: 'image' | 'thumbnail',
): Promise<Response> {
  if (!ctx.viewer) return errorResponse(401, 'Not authenticated', { code: 'UNAUTHENTICATED' });
  const viewer = pickupViewer(ctx);
  if (!viewer) return errorResponse(403, 'Not allowed', { code: 'FORBIDDEN' });
  const image = await ctx.db.query.pickupRequestImages.findFirst({
    where: { id },
    with: {
      pickupRequest: {
        columns: {
          status: true,
          userId: true,
          returnerCompanyId: true,
          assignedTransportCompanyId: true,
          scheduledPickupDate: true,
        },
      },
    },
  });
  if (!image) return errorResponse(404, PICKUP_MESSAGES_NOT_FOUND, { code: 'NOT_FOUND' });
  if (!canReadPickupRequest(viewer, image.pickupRequest))
    return errorResponse(403, 'Not allowed', { code: 'FORBIDDEN' });
  const key = variant === 'image' ? image.storageKey : image.thumbnailKey;
  // Revalidated on every use (access is checked above first), but never sent twice: a stored
  // key's bytes never change, so the key is the ETag.
  const etag = `"${key}"`;
  const cacheHeaders = { 'cache-control': 'private, no-cache', etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: cacheHeaders });
  const bytes = await ctx.storage.get(key);
  if (!bytes) return errorResponse(404, PICKUP_MESSAGES_NOT_FOUND, { code: 'NOT_FOUND' });
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

const PICKUP_MESSAGES_NOT_FOUND = 'Image not found';

/**
 * Reads a multipart body of at most `maxFiles` images (a little slack for the text fields);
 * larger bodies are refused from their declared length before they are read.
 */
/** Uploads are read only for someone who may upload at all: strangers don't get to send 60 MB. */
function requireApprovedViewer(ctx: Parameters<RestRoute['handler']>[0]['ctx']): void {
  if (pickupViewer(ctx)) return;
  throw ctx.viewer
    ? new RestRefusal(403, 'Not allowed', 'FORBIDDEN')
    : new RestRefusal(401, 'Not authenticated', 'UNAUTHENTICATED');
}

async function readMultipart(request: Request, maxFiles: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new RestRefusal(415, PICKUP_REST_MESSAGES.notMultipart, 'UNSUPPORTED_MEDIA_TYPE');
  const limit = (maxFiles + 1) * MAX_IMAGE_BYTES + 1024 * 1024;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new RestRefusal(413, PICKUP_REST_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  // Streamed through busboy with these limits, so a chunked body without a length is bounded too.
  // One file more than allowed still gets through, so the spec's "maximum of 6 images" message
  // answers it rather than a bare size refusal.
  const limits = { fileSize: MAX_IMAGE_BYTES + 1, files: maxFiles + 1, fields: 20, fieldSize: 1024 * 1024 };
  try {
    return await readMultipartForm(request, limits);
  } catch (error) {
    if (error instanceof MultipartLimitError && error.kind === 'fileSize')
      throw new RestRefusal(413, PICKUP_MESSAGES.imageTooLarge, 'PAYLOAD_TOO_LARGE');
    if (error instanceof MultipartLimitError)
      throw new RestRefusal(413, PICKUP_REST_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
    throw new RestRefusal(400, PICKUP_REST_MESSAGES.notMultipart, 'BAD_REQUEST');
  }
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);
const files = (form: FormData) => form.getAll('images').filter((value): value is File => typeof value !== 'string');

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
