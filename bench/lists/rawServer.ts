// The lists benchmark's baseline: a bare node:http + pg server that checks the same session
// cookie and answers the same lists (My Returns and the admin's list over POST /graphql, the
// returner's GET /api/drums) with hand-written SQL, one statement for the session and one for
// the rows. No framework, no GraphQL, no ORM: what our stack is compared against.
// Run as a child of bench/lists.ts: DATABASE_URL and PORT in the environment.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import type { PickupStatus } from '../../domain/statuses';
import { nextStep, statusLabel } from '../../domain/statusLanguage';
import { allowedActions, rollbackTargets } from '../../domain/transitions';
import type { Role } from '../../domain/statuses';
import { hashToken } from '../../services/auth/tokens';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

type Viewer = { role: string; returnerCompanyId: number | null };
type Row = {
  id: number;
  status: PickupStatus;
  address: string;
  latitude: number | null;
  longitude: number | null;
  zone_id: number | null;
  zone_name: string | null;
  zone_number: number | null;
  user_id: number | null;
  user_name: string | null;
  returner_company_id: number | null;
  company_name: string | null;
  transport_id: number | null;
  transport_name: string | null;
  assigned_contact_person_id: number | null;
  contact_name: string | null;
  created_by_admin_id: number | null;
  admin_name: string | null;
  has_loading_capability: boolean;
  supports_forklift: boolean;
  requires_crane_truck: boolean;
  transporter_comments: string | null;
  message_count: number;
  created_at: Date;
  updated_at: Date;
  confirmed_at: Date | null;
  scheduled_pickup_date: Date | null;
  scheduled_at: Date | null;
  acknowledged_at: Date | null;
  collected_at: Date | null;
  cancelled_at: Date | null;
  drums: {
    id: number;
    quantity: number;
    drumSpecId: number;
    drumSpecName: string;
    drumTypeId: number;
    drumTypeName: string;
    diameter: string | null;
    width: string | null;
    drumNumbers: string[];
  }[];
  images: {
    id: number;
    filename: string;
    isPrimary: boolean;
    contentType: string;
    width: number | null;
    height: number | null;
    position: number;
  }[];
};

async function viewerOf(request: IncomingMessage): Promise<Viewer | null> {
  const token = /(?:^|;\s*)dr_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const { rows } = await pool.query(
    `select u.role, u.returner_company_id from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > now() and u.active and u.approved`,
    [hashToken(decodeURIComponent(token))],
  );
  return rows[0] ? { role: rows[0].role, returnerCompanyId: rows[0].returner_company_id } : null;
}

async function listRows(viewer: Viewer, limit: number, after: [string, number] | null): Promise<Row[]> {
  const params: unknown[] = [limit];
  const where: string[] = [];
  if (viewer.role === 'returner') {
    params.push(viewer.returnerCompanyId);
    where.push(`r.returner_company_id = $${params.length} and r.status <> 'cancelled'`);
  }
  if (after) {
    params.push(after[0], after[1]);
    where.push(`(r.created_at, r.id) < ($${params.length - 1}, $${params.length})`);
  }
  // The page first, then each row's names and lines by its own small subquery: a join of eight
  // tables took PostgreSQL 7 ms to plan, ten times longer than running it. A named statement, as
  // our server sends it (db/preparedStatements.ts), is parsed once per connection.
  const { rows } = await pool.query({
    name: `list-${viewer.role === 'returner' ? 'company' : 'all'}-${after ? 'after' : 'first'}`,
    text: `select r.*,
       (select z.name from zones z where z.id = r.zone_id) zone_name,
       (select z.zone_number from zones z where z.id = r.zone_id) zone_number,
       (select u.name from users u where u.id = r.user_id) user_name,
       (select c.name from returner_companies c where c.id = r.returner_company_id) company_name,
       r.assigned_transport_company_id transport_id,
       (select t.name from transport_companies t where t.id = r.assigned_transport_company_id) transport_name,
       (select p.name from transport_company_contacts p where p.id = r.assigned_contact_person_id) contact_name,
       (select a.name from users a where a.id = r.created_by_admin_id) admin_name,
       (select count(*)::int from messages m where m.pickup_request_id = r.id) message_count,
       (select coalesce(json_agg(json_build_object('id', d.id, 'quantity', d.quantity, 'drumSpecId', s.id,
          'drumSpecName', s.name, 'drumTypeId', ty.id, 'drumTypeName', ty.name,
          'diameter', s.flange_diameter::text, 'width', s.width_between_flanges::text,
          'drumNumbers', (select coalesce(json_agg(n.number order by n.id), '[]') from pickup_request_drum_numbers n
            where n.drum_line_id = d.id)) order by d.id), '[]')
        from pickup_request_drums d join drum_specs s on s.id = d.drum_spec_id join drum_types ty on ty.id = s.drum_type_id
        where d.pickup_request_id = r.id) drums,
       (select coalesce(json_agg(json_build_object('id', i.id, 'filename', i.filename, 'isPrimary', i.is_primary,
          'contentType', i.content_type, 'width', i.width, 'height', i.height, 'position', i.position)
          order by i.position, i.id), '[]')
        from pickup_request_images i where i.pickup_request_id = r.id) images
     from (select * from pickup_requests r ${where.length ? `where ${where.join(' and ')}` : ''}
       order by r.created_at desc, r.id desc limit $1) r
     order by r.created_at desc, r.id desc`,
    values: params,
  });
  return rows;
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const iso = (date: Date | null) => date?.toISOString() ?? null;
const totalDrums = (row: Row) => row.drums.reduce((sum, line) => sum + line.quantity, 0);
const drumType = (row: Row) => [...new Set(row.drums.map((line) => line.drumTypeName))].join(', ');
const editable = (row: Row) => row.status === 'draft' || row.status === 'ready_for_pickup';

function cardOf(row: Row, viewer: Viewer) {
  const common = {
    id: globalId('PickupRequest', row.id),
    databaseId: row.id,
    referenceNumberFormatted: formatReferenceNumber(row.id),
    status: row.status,
    statusLabel: statusLabel(row.status, row.scheduled_pickup_date, 'admin'),
    address: row.address,
    zoneName: row.zone_name,
    totalDrums: totalDrums(row),
    drumType: drumType(row),
  };
  const dates = {
    createdAt: iso(row.created_at),
    confirmedAt: iso(row.confirmed_at),
    scheduledPickupDate: iso(row.scheduled_pickup_date),
    collectedAt: iso(row.collected_at),
  };
  const drums = row.drums.map((line) => ({ quantity: line.quantity, drumSpecName: line.drumSpecName }));
  if (viewer.role === 'admin') {
    return {
      ...common,
      returnerCompanyName: row.company_name,
      userName: row.user_name,
      assignedTransportCompanyName: row.transport_name,
      ...dates,
      drums,
    };
  }
  return {
    ...common,
    ...dates,
    viewerCanEdit: editable(row),
    viewerCanDelete: editable(row),
    viewerCanSubmit: row.status === 'draft',
    drums,
    images: row.images.map((image) => ({
      id: globalId('PickupRequestImage', image.id),
      thumbnailUrl: `/api/images/${image.id}/thumbnail`,
      filename: image.filename,
    })),
  };
}

/** The transition table's actions as GraphQL's PickupAction enum names them (scheduleX -> SCHEDULE_X). */
const enumName = (action: string) => action.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
const decimal = (text: string | null) => (text === null ? null : Number(text));

/** A request as our REST answers it, field for field (bench/lists.ts compares the two answers' keys). */
function restOf(row: Row, viewer: Viewer) {
  const subject = { status: row.status, scheduledPickupDate: row.scheduled_pickup_date, confirmedAt: row.confirmed_at };
  return {
    id: row.id,
    referenceNumberFormatted: formatReferenceNumber(row.id),
    status: row.status,
    statusLabel: statusLabel(row.status, row.scheduled_pickup_date, 'admin'),
    nextStep: nextStep(row.status, row.scheduled_pickup_date, viewer.role as Role),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    zoneId: row.zone_id,
    zoneName: row.zone_name,
    zoneNumber: row.zone_number,
    drums: row.drums.map((line) => ({
      id: line.id,
      drumSpecId: line.drumSpecId,
      quantity: line.quantity,
      drumSpecName: line.drumSpecName,
      drumTypeId: line.drumTypeId,
      drumTypeName: line.drumTypeName,
      drumType: line.drumTypeName,
      diameter: decimal(line.diameter),
      width: decimal(line.width),
      drumNumbers: line.drumNumbers,
    })),
    totalDrums: totalDrums(row),
    drumType: drumType(row),
    images: row.images.map((image) => ({
      id: image.id,
      url: `/api/images/${image.id}`,
      imageUrl: `/api/images/${image.id}`,
      thumbnailUrl: `/api/images/${image.id}/thumbnail`,
      filename: image.filename,
      isPrimary: image.isPrimary,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      position: image.position,
    })),
    userId: row.user_id,
    userName: row.user_name,
    returnerCompanyId: row.returner_company_id,
    returnerCompanyName: row.company_name,
    assignedTransportCompanyId: row.transport_id,
    assignedTransportCompanyName: row.transport_name,
    transportCompanyName: row.transport_name,
    assignedContactPersonId: row.assigned_contact_person_id,
    assignedContactPersonName: row.contact_name,
    createdByAdminId: row.created_by_admin_id,
    createdByAdminName: row.admin_name,
    hasLoadingCapability: row.has_loading_capability,
    supportsForklift: row.supports_forklift,
    requiresCraneTruck: row.requires_crane_truck,
    transporterComments: row.transporter_comments,
    messageCount: row.message_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    confirmedAt: iso(row.confirmed_at),
    scheduledAt: iso(row.scheduled_at),
    scheduledPickupDate: iso(row.scheduled_pickup_date),
    acknowledgedAt: iso(row.acknowledged_at),
    collectedAt: iso(row.collected_at),
    cancelledAt: iso(row.cancelled_at),
    viewerCanEdit: editable(row),
    viewerCanDelete: editable(row),
    viewerCanSubmit: row.status === 'draft',
    allowedActions: allowedActions(subject, viewer.role as Role).map(enumName),
    rollbackTargets: viewer.role === 'admin' ? [...rollbackTargets(row.status)] : [],
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const viewer = await viewerOf(request);
  if (!viewer) return send(response, 401, { error: 'Not authenticated', code: 'UNAUTHENTICATED' });
  const url = new URL(request.url ?? '/', 'http://raw');
  if (request.method === 'GET' && url.pathname === '/api/drums') {
    if (viewer.role !== 'returner') return send(response, 403, { error: 'Forbidden' });
    const rows = await listRows(viewer, Number(url.searchParams.get('limit') ?? 2000), null);
    return send(response, 200, { drums: rows.map((row) => restOf(row, viewer)) });
  }
  if (request.method === 'POST' && request.url === '/graphql') {
    const { variables } = JSON.parse(await readBody(request)) as { variables: { first: number; after?: string } };
    const first = Math.min(Math.max(Number(variables.first) || 0, 1), 500);
    const after = variables.after
      ? (JSON.parse(Buffer.from(variables.after, 'base64').toString()) as [string, number])
      : null;
    const rows = await listRows(viewer, first + 1, after);
    const page = rows.slice(0, first);
    const last = page[page.length - 1];
    return send(response, 200, {
      data: {
        pickupRequests: {
          pageInfo: {
            hasNextPage: rows.length > first,
            endCursor: last ? Buffer.from(JSON.stringify([iso(last.created_at), last.id])).toString('base64') : null,
          },
          edges: page.map((row) => ({ node: cardOf(row, viewer) })),
        },
      },
    });
  }
  send(response, 404, { error: 'Not found' });
}

createServer((request, response) => {
  handle(request, response).catch((error: Error) => send(response, 500, { error: error.message }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
