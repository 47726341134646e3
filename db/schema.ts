// The whole data model of docs/specification.md section 3. SQL names are snake_case (drizzle `casing`),
// every foreign key and every column a list filters or sorts by has an index.
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  serial,
  snakeCase,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { AUDIT_EVENT_TYPES, PICKUP_STATUSES, ROLES } from '../domain/statuses';
import { API_TOKEN_SCOPES, USER_KINDS } from '../domain/apiTokens';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhooks';
import { BUYBACK_LINE_KINDS, BUYBACK_STATEMENT_STATUSES, EXTRAS_REVIEWS } from '../domain/buyback';
import { LOCALES } from '../domain/i18n/locales';

// Column keys are camelCase in TypeScript and snake_case in SQL.
const pgTable = snakeCase.table;

// Milliseconds, as a JavaScript Date holds them: a list's cursor carries its last row's time as a
// Date, so a column finer than that would put rows of the same millisecond on no page.
const createdAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();
const at = () => timestamp({ withTimezone: true, precision: 3 });
/** A row's required link to what it belongs to: deleting the owner deletes the row with it. */
const belongsTo = (owner: () => AnyPgColumn) => integer().notNull().references(owner, { onDelete: 'cascade' });
/** A row's required link to master data it uses: what is in use cannot be deleted. */
const uses = (used: () => AnyPgColumn) => integer().notNull().references(used, { onDelete: 'restrict' });
/**
 * The credential in a company's calendar feed URL: 244 random bits as 64 hex digits,
 * made by the database for every company, old and new; rotating sets a new one.
 */
export const NEW_CALENDAR_FEED_SECRET = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;
const calendarFeedSecret = () => text().notNull().default(NEW_CALENDAR_FEED_SECRET);

/**
 * Keys every instance shares, each made once by the migration that added it (the cursor key signs
 * the cursors lists hand out). Read at first use; no instance makes one of its own.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    // Stored lower-cased so look-ups and the unique index ignore case.
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: ROLES }).notNull().default('returner'),
    approved: boolean().notNull().default(false),
    reviewed: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    emailVerifiedAt: at(),
    phoneNumber: text(),
    company: text(),
    companyOrgNumber: text(),
    division: text(),
    // The language of the screens, mails and documents (docs/languages.md); chosen in My Account.
    locale: text({ enum: LOCALES }).notNull().default('en'),
    returnerCompanyId: integer().references(() => returnerCompanies.id, { onDelete: 'set null' }),
    transportCompanyId: integer().references(() => transportCompanies.id, { onDelete: 'set null' }),
    // 'apiToken': the identity an API token acts as, so the per-object rules and the
    // "created by" of what it writes hold as for a person. It never signs in, gets no mail and
    // is in no user list, count or approval (see PEOPLE in services/users.ts).
    kind: text({ enum: USER_KINDS }).notNull().default('person'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Searches find text anywhere in a name or address: trigram indexes (pg_trgm).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_role_approved_idx').on(t.role, t.approved),
    index('users_returner_company_idx').on(t.returnerCompanyId),
    index('users_transport_company_idx').on(t.transportCompanyId),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    // SHA-256 of the cookie token: a leaked table does not leak live sessions.
    tokenHash: text().notNull(),
    userId: belongsTo(() => users.id),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Integration tokens. Each acts as its own user row (kind 'apiToken') with the role
 * and company it was made for; only the SHA-256 of the token is stored, as for sessions. The
 * request count of the current minute lives on the row, so the limit holds across instances
 * and costs no statement of its own.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    tokenHash: text().notNull(),
    scopes: text({ enum: API_TOKEN_SCOPES }).array().notNull(),
    userId: belongsTo(() => users.id),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    returnerCompanyId: integer().references(() => returnerCompanies.id, { onDelete: 'cascade' }),
    transportCompanyId: integer().references(() => transportCompanies.id, { onDelete: 'cascade' }),
    expiresAt: at().notNull(),
    lastUsedAt: at(),
    windowStartedAt: at(),
    windowCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
    index('api_tokens_created_by_idx').on(t.createdById),
    index('api_tokens_returner_company_idx').on(t.returnerCompanyId),
    index('api_tokens_transport_company_idx').on(t.transportCompanyId),
    index('api_tokens_created_at_idx').on(t.createdAt),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    userId: belongsTo(() => users.id),
    purpose: text({ enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

// One row per throttled attempt (failed login, mail-sending call), keyed like "login:ip:1.2.3.4".
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('throttle_hits_key_created_idx').on(t.key, t.createdAt),
    index('throttle_hits_created_idx').on(t.createdAt),
  ],
);

export const returnerCompanies = pgTable(
  'returner_companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    organizationNumber: text().notNull(),
    email: text(),
    address: text(),
    contactPerson: text(),
    calendarFeedSecret: calendarFeedSecret(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('returner_companies_calendar_feed_key').on(t.calendarFeedSecret),
    index('returner_companies_name_idx').on(t.name),
    index('returner_companies_org_idx').on(t.organizationNumber),
    index('returner_companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('returner_companies_org_trgm_idx').using('gin', t.organizationNumber.op('gin_trgm_ops')),
  ],
);

export const transportCompanies = pgTable(
  'transport_companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    organizationNumber: text().notNull(),
    contactPerson: text(),
    email: text(),
    phone: text(),
    // Where its routes start and end (optional): route mails order the stops from here.
    depotLatitude: doublePrecision(),
    depotLongitude: doublePrecision(),
    calendarFeedSecret: calendarFeedSecret(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transport_companies_calendar_feed_key').on(t.calendarFeedSecret),
    index('transport_companies_name_idx').on(t.name),
    index('transport_companies_org_idx').on(t.organizationNumber),
    index('transport_companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const transportCompanyContacts = pgTable(
  'transport_company_contacts',
  {
    id: serial().primaryKey(),
    transportCompanyId: belongsTo(() => transportCompanies.id),
    name: text().notNull(),
    email: text(),
    phone: text(),
    createdAt: createdAt(),
  },
  (t) => [index('transport_company_contacts_company_idx').on(t.transportCompanyId)],
);

export type ZonePoint = { lat: number; lng: number };

export const zones = pgTable(
  'zones',
  {
    id: serial().primaryKey(),
    zoneNumber: integer().notNull().default(1),
    name: text().notNull(),
    // Polygon corners in drawing order, 4 to 20 of them, or null when no boundary is drawn.
    boundary: jsonb().$type<ZonePoint[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('zones_zone_number_idx').on(t.zoneNumber)],
);

// The zones a transport company serves, each with the drum count that triggers a route mail.
export const transportCompanyZones = pgTable(
  'transport_company_zones',
  {
    transportCompanyId: belongsTo(() => transportCompanies.id),
    zoneId: belongsTo(() => zones.id),
    minPickupThreshold: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.transportCompanyId, t.zoneId] }),
    index('transport_company_zones_zone_idx').on(t.zoneId),
  ],
);

export const drumTypes = pgTable(
  'drum_types',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('drum_types_name_key').on(t.name)],
);

export const drumSpecs = pgTable(
  'drum_specs',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    articleNumber: text(),
    drumTypeId: uses(() => drumTypes.id),
    weight: numeric({ mode: 'number' }),
    flangeDiameter: numeric({ mode: 'number' }),
    widthBetweenFlanges: numeric({ mode: 'number' }),
    transportVolume: numeric({ mode: 'number' }),
    buybackPrice: numeric({ mode: 'number' }),
    // Null means "80% of buybackPrice" (docs/specification.md section 3).
    buybackPrice80: numeric({ mode: 'number' }),
    scrapHandlingFee: numeric({ mode: 'number' }),
    // The rent terms of a tracked drum (docs/tracked-drums.md): null rent-free days never costs rent,
    // null forfeit days is never charged in full.
    rentFreeDays: integer(),
    monthlyRentPercent: numeric({ mode: 'number' }),
    forfeitAfterDays: integer(),
    drumInfo: text(),
    availableFor: text({ enum: ['returner', 'admin'] })
      .notNull()
      .default('returner'),
    createdAt: createdAt(),
  },
  (t) => [index('drum_specs_drum_type_idx').on(t.drumTypeId), index('drum_specs_name_idx').on(t.name)],
);

export const pickupRequests = pgTable(
  'pickup_requests',
  {
    id: serial().primaryKey(),
    status: text({ enum: PICKUP_STATUSES }).notNull().default('draft'),
    address: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    zoneId: integer().references(() => zones.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    returnerCompanyId: integer().references(() => returnerCompanies.id, { onDelete: 'set null' }),
    assignedTransportCompanyId: integer().references(() => transportCompanies.id, { onDelete: 'set null' }),
    assignedContactPersonId: integer().references(() => transportCompanyContacts.id, { onDelete: 'set null' }),
    createdByAdminId: integer().references(() => users.id, { onDelete: 'set null' }),
    hasLoadingCapability: boolean().notNull().default(false),
    supportsForklift: boolean().notNull().default(false),
    requiresCraneTruck: boolean().notNull().default(false),
    transporterComments: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    confirmedAt: at(),
    scheduledAt: at(),
    scheduledPickupDate: at(),
    acknowledgedAt: at(),
    collectedAt: at(),
    cancelledAt: at(),
    // When its owner was reminded that the draft is not sent yet (once, after 24 hours).
    draftRemindedAt: at(),
  },
  (t) => [
    index('pickup_requests_status_created_idx').on(t.status, t.createdAt),
    // The unfiltered lists: newest first (admin lists of every status), last changed first (Returns Log).
    index('pickup_requests_created_idx').on(t.createdAt, t.id),
    index('pickup_requests_updated_idx').on(t.updatedAt, t.id),
    // By pickup date, the soonest first and those without one last (services/pickupListConditions.ts).
    index('pickup_requests_pickup_date_idx').on(sql`(${t.scheduledPickupDate} is null)`, t.scheduledPickupDate, t.id),
    index('pickup_requests_zone_status_idx').on(t.zoneId, t.status),
    // The admin's filters, newest first within a zone or a transport company.
    index('pickup_requests_zone_created_idx').on(t.zoneId, t.createdAt),
    index('pickup_requests_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
    index('pickup_requests_user_idx').on(t.userId),
    index('pickup_requests_returner_company_idx').on(t.returnerCompanyId, t.createdAt),
    index('pickup_requests_transport_company_idx').on(t.assignedTransportCompanyId, t.createdAt),
    index('pickup_requests_contact_idx').on(t.assignedContactPersonId),
    index('pickup_requests_created_by_admin_idx').on(t.createdByAdminId),
  ],
);

export const pickupRequestDrums = pgTable(
  'pickup_request_drums',
  {
    id: serial().primaryKey(),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    drumSpecId: uses(() => drumSpecs.id),
    quantity: integer().notNull(),
  },
  (t) => [
    index('pickup_request_drums_request_idx').on(t.pickupRequestId),
    index('pickup_request_drums_spec_idx').on(t.drumSpecId),
  ],
);

export const pickupRequestImages = pgTable(
  'pickup_request_images',
  {
    id: serial().primaryKey(),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    storageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    width: integer(),
    height: integer(),
    byteSize: integer(),
    isPrimary: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('pickup_request_images_request_idx').on(t.pickupRequestId, t.position)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    messageText: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_request_created_idx').on(t.pickupRequestId, t.createdAt),
    index('messages_user_idx').on(t.userId),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial().primaryKey(),
    messageId: belongsTo(() => messages.id),
    storageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);

// How far each user has read each request's thread; unread = messages after lastReadAt.
export const messageReads = pgTable(
  'message_reads',
  {
    userId: belongsTo(() => users.id),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    lastReadAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pickupRequestId] }),
    index('message_reads_request_idx').on(t.pickupRequestId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: belongsTo(() => users.id),
    /** In English, as integrations read it; the reader's language comes from the key below. */
    message: text().notNull(),
    /** The catalogue's key of the message (`notice.`) and its values: read in each reader's language. */
    messageKey: text(),
    messageValues: jsonb().$type<Record<string, string>>(),
    kind: text().notNull().default('general'),
    pickupRequestId: integer().references(() => pickupRequests.id, { onDelete: 'cascade' }),
    /** The person it is about (a registration awaiting approval): it goes with the account. */
    aboutUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_read_created_idx').on(t.userId, t.isRead, t.createdAt),
    index('notifications_request_idx').on(t.pickupRequestId),
    index('notifications_about_user_idx').on(t.aboutUserId),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial().primaryKey(),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    eventType: text({ enum: AUDIT_EVENT_TYPES }).notNull(),
    eventDetails: jsonb().$type<Record<string, unknown>>(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_request_created_idx').on(t.pickupRequestId, t.createdAt),
    index('audit_events_user_idx').on(t.userId),
  ],
);

// Mail is written here in the same transaction as the change that causes it; a worker
// delivers it with retries (docs/decisions.md), so an SMTP outage loses nothing.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: at(),
  },
  (t) => [
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Webhook endpoints: an HTTPS URL that hears the events it chose, for a returner
 * company, a transport company or (neither) the admin role, signed with its own secret (Standard
 * Webhooks). Disabled after a delivery failed through the whole retry schedule.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    url: text().notNull(),
    events: text({ enum: WEBHOOK_EVENT_TYPES }).array().notNull(),
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    returnerCompanyId: integer().references(() => returnerCompanies.id, { onDelete: 'cascade' }),
    transportCompanyId: integer().references(() => transportCompanies.id, { onDelete: 'cascade' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    disabledAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_endpoints_returner_company_idx').on(t.returnerCompanyId),
    index('webhook_endpoints_transport_company_idx').on(t.transportCompanyId),
    index('webhook_endpoints_created_by_idx').on(t.createdById),
  ],
);

/**
 * One event for one endpoint: written in the transaction of the change (the outbox), sent by the
 * webhook worker, retried on the schedule; its attempts' answers are the endpoint's delivery log.
 * `orderKey` (the pickup request) keeps one request's events in order for an endpoint.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    endpointId: belongsTo(() => webhookEndpoints.id),
    messageId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    orderKey: text(),
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    lastAttemptAt: at(),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: createdAt(),
    deliveredAt: at(),
  },
  (t) => [
    index('webhook_deliveries_status_next_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_order_idx').on(t.endpointId, t.orderKey, t.id),
  ],
);

// A route mail sent to a transport company for the waiting requests of one zone.
export const routeDispatches = pgTable(
  'route_dispatches',
  {
    id: serial().primaryKey(),
    transportCompanyId: belongsTo(() => transportCompanies.id),
    zoneId: belongsTo(() => zones.id),
    // The sorted request ids: one dispatch per company and request set, whoever evaluates.
    requestSetKey: text().notNull(),
    totalDrums: integer().notNull(),
    threshold: integer().notNull(),
    distanceMetres: integer().notNull(),
    drivingMinutes: integer().notNull(),
    roadDistances: boolean().notNull().default(false),
    // The stops in driving order, as mailed (reference, address, coordinates, drums).
    stops: jsonb().$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('route_dispatches_company_set_idx').on(t.transportCompanyId, t.requestSetKey),
    index('route_dispatches_zone_created_idx').on(t.zoneId, t.createdAt),
    index('route_dispatches_company_created_idx').on(t.transportCompanyId, t.createdAt),
  ],
);

// Which requests went into a company's route mail: each at most once per company until it leaves
// the waiting pool (scheduled, cancelled, collected, moved to another zone), when its row goes.
export const routeDispatchRequests = pgTable(
  'route_dispatch_requests',
  {
    dispatchId: belongsTo(() => routeDispatches.id),
    transportCompanyId: belongsTo(() => transportCompanies.id),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    zoneId: integer().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transportCompanyId, t.pickupRequestId] }),
    index('route_dispatch_requests_dispatch_idx').on(t.dispatchId),
    index('route_dispatch_requests_request_idx').on(t.pickupRequestId),
  ],
);

// Proof of collection: who collected a request, when and where, and per drum line how
// many drums were found in each condition, with the prices copied at collection (a later price
// edit changes no past credit). One per collected request; a rollback of the collection deletes it.
export const pickupCollections = pgTable(
  'pickup_collections',
  {
    id: serial().primaryKey(),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    collectedAt: createdAt(),
    collectorName: text(),
    collectedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    transportCompanyId: integer().references(() => transportCompanies.id, { onDelete: 'set null' }),
    // The phone's position when the browser gave it.
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    // The credit as it counts now: drums beyond the declared quantity only once accepted.
    creditCents: bigint({ mode: 'number' }).notNull(),
    // When its credit went onto a statement (services/buyback/crediting.ts); null until then.
    creditedAt: at(),
    // Drums found beyond the declared quantities, and the admin's review of them (null: none).
    extraDrums: integer().notNull().default(0),
    extrasReview: text({ enum: EXTRAS_REVIEWS }),
    extrasReviewedAt: at(),
    extrasReviewedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('pickup_collections_request_key').on(t.pickupRequestId),
    index('pickup_collections_uncredited_idx')
      .on(t.id)
      .where(sql`${t.creditedAt} is null`),
    index('pickup_collections_collected_idx').on(t.collectedAt),
    index('pickup_collections_transport_company_idx').on(t.transportCompanyId, t.collectedAt),
    index('pickup_collections_user_idx').on(t.collectedByUserId),
    index('pickup_collections_extras_pending_idx')
      .on(t.id)
      .where(sql`${t.extrasReview} = 'pending'`),
    index('pickup_collections_reviewed_by_idx').on(t.extrasReviewedByUserId),
  ],
);

export const pickupCollectionLines = pgTable(
  'pickup_collection_lines',
  {
    id: serial().primaryKey(),
    collectionId: belongsTo(() => pickupCollections.id),
    drumLineId: belongsTo(() => pickupRequestDrums.id),
    drumSpecId: uses(() => drumSpecs.id),
    declaredQuantity: integer().notNull(),
    full: integer().notNull(),
    minorDamage: integer().notNull(),
    scrap: integer().notNull(),
    missing: integer().notNull(),
    buybackCents: bigint({ mode: 'number' }).notNull(),
    buyback80Cents: bigint({ mode: 'number' }).notNull(),
    scrapFeeCents: bigint({ mode: 'number' }).notNull(),
    // The spec's weight at collection, for the material returned to reuse.
    weightKg: doublePrecision(),
    creditCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('pickup_collection_lines_collection_idx').on(t.collectionId),
    index('pickup_collection_lines_drum_line_idx').on(t.drumLineId),
    index('pickup_collection_lines_spec_idx').on(t.drumSpecId),
  ],
);

export const pickupCollectionPhotos = pgTable(
  'pickup_collection_photos',
  {
    id: serial().primaryKey(),
    collectionId: belongsTo(() => pickupCollections.id),
    storageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    width: integer(),
    height: integer(),
    byteSize: integer(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('pickup_collection_photos_collection_idx').on(t.collectionId, t.position)],
);

// A returner company's buyback statement of one calendar month: draft while pickups
// are collected, then approved (never changes again), then paid with a reference. Its total is
// the sum of its lines, rewritten in the transaction of every line change.
export const buybackStatements = pgTable(
  'buyback_statements',
  {
    id: serial().primaryKey(),
    returnerCompanyId: belongsTo(() => returnerCompanies.id),
    month: text().notNull(),
    status: text({ enum: BUYBACK_STATEMENT_STATUSES }).notNull().default('draft'),
    totalCents: bigint({ mode: 'number' }).notNull().default(0),
    paymentReference: text(),
    approvedAt: at(),
    approvedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    paidAt: at(),
    paidByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('buyback_statements_company_month_key').on(t.returnerCompanyId, t.month),
    index('buyback_statements_month_idx').on(t.month, t.id),
    index('buyback_statements_status_month_idx').on(t.status, t.month),
    index('buyback_statements_approved_by_idx').on(t.approvedByUserId),
    index('buyback_statements_paid_by_idx').on(t.paidByUserId),
  ],
);

/**
 * One collected request on a statement (its counts by condition and credit), or a negative
 * adjustment for a collection rolled back after its statement was approved.
 */
export const buybackStatementLines = pgTable(
  'buyback_statement_lines',
  {
    id: serial().primaryKey(),
    statementId: belongsTo(() => buybackStatements.id),
    // credit and adjustment: a collection's; rent, forfeit and forfeit_reversal: one tracked drum's.
    kind: text({ enum: BUYBACK_LINE_KINDS }).notNull(),
    // The collection a credit line is for (no reference: the line outlives a rolled-back
    // collection on an approved statement); null on adjustments.
    collectionId: integer(),
    pickupRequestId: integer().references(() => pickupRequests.id, { onDelete: 'set null' }),
    // The reference stays readable if the request is ever deleted.
    referenceNumber: text().notNull(),
    collectedAt: at().notNull(),
    full: integer().notNull(),
    minorDamage: integer().notNull(),
    scrap: integer().notNull(),
    missing: integer().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    // A tracked drum's line: the stint, its number, and the rent month's start or the forfeit's day.
    drumStintId: integer(),
    drumNumber: text(),
    chargedFor: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('buyback_statement_lines_statement_idx').on(t.statementId, t.collectedAt),
    uniqueIndex('buyback_statement_lines_drum_charge_key').on(t.drumStintId, t.kind, t.chargedFor),
    index('buyback_statement_lines_request_idx').on(t.pickupRequestId),
    uniqueIndex('buyback_statement_lines_collection_key').on(t.collectionId),
  ],
);

// --- Tracked drums (docs/tracked-drums.md) ----------------------------------------------------

export const DRUM_STINT_STATUSES = ['on_site', 'booked', 'returned'] as const;
export const TRACKED_DRUM_CONDITIONS = ['full', 'minor_damage', 'scrap', 'missing'] as const;

/** "Never": the urgency of a drum that costs nothing, so the lists' order column is never null. */
export const NEVER = sql`'9999-12-31T00:00:00Z'::timestamptz`;

/**
 * One drum of the pool by its own number; `numberKey` is the number without case or spaces. Its
 * latest stint's holder, status and urgency are kept beside it (services/trackedDrums/stints.ts),
 * so a list filters and orders one table by its indexes.
 */
export const drums = pgTable(
  'drums',
  {
    id: serial().primaryKey(),
    number: text().notNull(),
    numberKey: text().notNull(),
    drumSpecId: uses(() => drumSpecs.id),
    currentStintId: integer(),
    holderCompanyId: integer().references(() => returnerCompanies.id, { onDelete: 'set null' }),
    status: text({ enum: DRUM_STINT_STATUSES }).notNull().default('on_site'),
    // The request the latest stint is booked on or was returned by.
    pickupRequestId: integer().references(() => pickupRequests.id, { onDelete: 'set null' }),
    // When it first costs money (rent or the full charge); NEVER when it never will, or is returned.
    urgencyAt: timestamp({ withTimezone: true, precision: 3 }).notNull().default(NEVER),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('drums_number_key').on(t.numberKey),
    index('drums_spec_idx').on(t.drumSpecId),
    index('drums_current_stint_idx').on(t.currentStintId),
    index('drums_pickup_request_idx').on(t.pickupRequestId),
    index('drums_urgency_idx').on(t.urgencyAt, t.id),
    index('drums_status_urgency_idx').on(t.status, t.urgencyAt, t.id),
    index('drums_holder_urgency_idx').on(t.holderCompanyId, t.status, t.urgencyAt, t.id),
    index('drums_number_trgm_idx').using('gin', t.numberKey.op('gin_trgm_ops')),
  ],
);

/** Drums a returner company received on one delivery note, at one site. */
export const drumDeliveries = pgTable(
  'drum_deliveries',
  {
    id: serial().primaryKey(),
    returnerCompanyId: belongsTo(() => returnerCompanies.id),
    deliveryNote: text(),
    deliveredAt: at().notNull(),
    address: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    recordedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('drum_deliveries_company_idx').on(t.returnerCompanyId, t.deliveredAt),
    index('drum_deliveries_recorded_by_idx').on(t.recordedByUserId),
  ],
);

/**
 * One stay of a drum at a returner's site, from its delivery to its return, with the terms of
 * its specification copied at delivery. A drum delivered again starts a new stint; at most one
 * stint of a drum is open (not returned) at a time.
 */
export const drumStints = pgTable(
  'drum_stints',
  {
    id: serial().primaryKey(),
    drumId: belongsTo(() => drums.id),
    deliveryId: belongsTo(() => drumDeliveries.id),
    returnerCompanyId: belongsTo(() => returnerCompanies.id),
    drumSpecId: uses(() => drumSpecs.id),
    status: text({ enum: DRUM_STINT_STATUSES }).notNull().default('on_site'),
    deliveredAt: at().notNull(),
    address: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    rentFreeUntil: at(),
    forfeitsOn: at(),
    monthlyRentCents: bigint({ mode: 'number' }).notNull().default(0),
    forfeitCents: bigint({ mode: 'number' }).notNull().default(0),
    // The first moment it costs money (rent or forfeit), if ever.
    costsFrom: at(),
    // The request it is booked on or was returned by.
    pickupRequestId: integer().references(() => pickupRequests.id, { onDelete: 'set null' }),
    returnedAt: at(),
    returnCondition: text({ enum: TRACKED_DRUM_CONDITIONS }),
    rentReminderSentAt: at(),
    forfeitReminderSentAt: at(),
    rentStartedEventAt: at(),
    // When the statements last took every line a returned stint owes (services/trackedDrums/drumCharges.ts):
    // a stint returned since is settled again, one settled stays out of every later build.
    chargesSettledAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('drum_stints_open_key')
      .on(t.drumId)
      .where(sql`${t.status} <> 'returned'`),
    index('drum_stints_drum_idx').on(t.drumId, t.deliveredAt),
    index('drum_stints_delivery_idx').on(t.deliveryId),
    index('drum_stints_company_idx').on(t.returnerCompanyId, t.status),
    // The reminder job's and the statements' scans of drums still out.
    index('drum_stints_open_costs_idx')
      .on(t.costsFrom)
      .where(sql`${t.status} <> 'returned'`),
    index('drum_stints_spec_idx').on(t.drumSpecId),
    index('drum_stints_request_idx').on(t.pickupRequestId),
    // The statements' look for returned stints whose last lines are not yet written.
    index('drum_stints_unsettled_idx')
      .on(t.returnerCompanyId)
      .where(
        sql`${t.status} = 'returned' and (${t.chargesSettledAt} is null or ${t.chargesSettledAt} < ${t.returnedAt})`,
      ),
  ],
);

/**
 * A drum number on a request's drum line: a pool drum (with the stint it was booked from) or a
 * number the pool does not know, kept as unregistered. At collection: found in which condition.
 */
export const pickupRequestDrumNumbers = pgTable(
  'pickup_request_drum_numbers',
  {
    id: serial().primaryKey(),
    pickupRequestId: belongsTo(() => pickupRequests.id),
    drumLineId: belongsTo(() => pickupRequestDrums.id),
    number: text().notNull(),
    numberKey: text().notNull(),
    drumId: integer().references(() => drums.id, { onDelete: 'set null' }),
    stintId: integer().references(() => drumStints.id, { onDelete: 'set null' }),
    // Added at collection: found on the site without being booked.
    foundUnbooked: boolean().notNull().default(false),
    condition: text({ enum: TRACKED_DRUM_CONDITIONS }),
  },
  (t) => [
    uniqueIndex('pickup_request_drum_numbers_key').on(t.pickupRequestId, t.numberKey),
    index('pickup_request_drum_numbers_line_idx').on(t.drumLineId),
    index('pickup_request_drum_numbers_drum_idx').on(t.drumId),
    index('pickup_request_drum_numbers_stint_idx').on(t.stintId),
  ],
);

/** The day a returner company was sent its drum reminder: one mail a day at most, on any number of instances. */
export const drumReminderMails = pgTable(
  'drum_reminder_mails',
  {
    returnerCompanyId: belongsTo(() => returnerCompanies.id),
    day: text().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.returnerCompanyId, t.day] })],
);

/**
 * The first answer to a write sent with an idempotency key (docs/api.md, "Retries"): a replay by
 * the same person with the same key and the same fields answers this result, whatever instance it
 * reaches; the same key with other fields is refused. Written in the transaction of the write
 * itself, so a committed write always has its key. Kept 7 days (services/housekeeping.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: belongsTo(() => users.id),
    key: text().notNull(),
    operation: text().notNull(),
    // SHA-256 of the call's fields and files, however the body was framed.
    fingerprint: text().notNull(),
    result: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
