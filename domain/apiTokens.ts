// API tokens for integrations: who may make and see them, what a token may run, and
// the rules for a new token's name, scopes and expiry. The server, REST and the screens share them.
import { en } from '../domain/i18n/en';
import { z } from 'zod';
import type { Role } from './statuses';
import { requiredText } from './validation/common';

/** A users row is a person, or the identity an API token acts as. */
export const USER_KINDS = ['person', 'apiToken'] as const;
type UserKind = (typeof USER_KINDS)[number];

export const API_TOKEN_SCOPES = ['READ', 'WRITE'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token made without an expiry lasts this long. */
export const DEFAULT_API_TOKEN_DAYS = 90;
/** Requests per token per minute unless API_TOKEN_RATE_LIMIT says otherwise. */
export const DEFAULT_API_TOKEN_RATE_LIMIT = 600;
/** Every token starts with this, so a leaked one is easy to recognise (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'drt_';
export const API_TOKEN_NAME_MAX = 100;

/** Whom a token acts for: a returner company, a transport company, or the admin role. */
export type ApiTokenOwner =
  { kind: 'returner'; companyId: number } | { kind: 'transport'; companyId: number } | { kind: 'admin' };

type Viewer = {
  role: Role;
  kind: UserKind;
  returnerCompanyId: number | null;
  transportCompanyId: number | null;
};

/**
 * Admins make tokens for any company or the admin role, returners for their returner company,
 * transporters for their transport company. A token never makes or revokes tokens: a leaked
 * one must not be able to outlive its own revocation.
 */
export function mayManageApiTokens(viewer: Viewer | null, owner: ApiTokenOwner): boolean {
  if (!viewer || viewer.kind !== 'person') return false;
  if (viewer.role === 'admin') return true;
  if (owner.kind === 'returner') return viewer.role === 'returner' && viewer.returnerCompanyId === owner.companyId;
  if (owner.kind === 'transport') return viewer.role === 'transporter' && viewer.transportCompanyId === owner.companyId;
  return false;
}

/** The tokens a person sees: admins all, company users their company's, nobody else any. */
export function apiTokenListScope(
  viewer: Viewer | null,
): { all: true } | { returnerCompanyId: number } | { transportCompanyId: number } | null {
  if (!viewer || viewer.kind !== 'person') return null;
  if (viewer.role === 'admin') return { all: true };
  if (viewer.role === 'returner' && viewer.returnerCompanyId !== null)
    return { returnerCompanyId: viewer.returnerCompanyId };
  if (viewer.role === 'transporter' && viewer.transportCompanyId !== null)
    return { transportCompanyId: viewer.transportCompanyId };
  return null;
}

/**
 * Everything a token may run, by operation type and root field: its company's or the
 * admin role's work. A token is never a person: it manages no user, role, password, session,
 * token, webhook or calendar feed (and imports no users), so a leaked one cannot make itself an
 * account, a token or an endpoint that outlives its revocation. Whatever is not listed answers 403.
 */
export const TOKEN_MAY_RUN = {
  query: [
    'auditLog',
    'config',
    'drumSpecs',
    'drums',
    'drumTypes',
    'excelExport',
    'me',
    'node',
    'nodes',
    'notifications',
    'pickupDepartmentCounts',
    'pickupRequest',
    'pickupRequestCounts',
    'pickupRequestImage',
    'pickupRequests',
    'returnerCompanies',
    'returnsLogExport',
    'routeProposals',
    'schedulingTransportCompanies',
    'transportCompanies',
    'transportCompanyContacts',
    'trackedDrum',
    'transportStats',
    'undeliveredMail',
    'unreadMessageCounts',
    'zones',
  ],
  mutation: [
    'abortPickup',
    'addPickupRequestImages',
    'adminCreatePickupRequest',
    'adminDeletePickupRequest',
    'adminUpdatePickupRequest',
    'bulkPickupAction',
    'cancelPickupRequest',
    'clearPickupSchedule',
    'confirmPickup',
    'createDrumSpec',
    'createDrumType',
    'createPickupRequest',
    'createReturnerCompany',
    'createTransportCompany',
    'createTransportCompanyContact',
    'createZone',
    'deleteDrumSpec',
    'deleteDrumType',
    'deletePickupRequest',
    'deletePickupRequestImage',
    'deleteReturnerCompany',
    'deleteTransportCompany',
    'deleteTransportCompanyContact',
    'deleteZone',
    'markMessagesRead',
    'markNotificationRead',
    'markPickupCollected',
    'recordDrumDelivery',
    'retryMail',
    'rollbackPickupRequest',
    'schedulePickup',
    'scheduleRoute',
    'sendMessage',
    'submitPickupRequest',
    'updateDrumSpec',
    'updateDrumType',
    'updatePickupRequest',
    'updateReturnerCompany',
    'updateTransportCompany',
    'updateTransportCompanyContact',
    'updateZone',
  ],
  subscription: ['messageAdded', 'notificationChanged', 'pickupRequestChanged', 'unreadMessageCountChanged'],
} as const satisfies Record<'query' | 'mutation' | 'subscription', readonly string[]>;

const tokenMayRunSets = {
  query: new Set<string>(TOKEN_MAY_RUN.query),
  mutation: new Set<string>(TOKEN_MAY_RUN.mutation),
  subscription: new Set<string>(TOKEN_MAY_RUN.subscription),
};

/** Whether a token may run this root field (introspection's `__` fields included). */
export function tokenMayRun(operation: keyof typeof TOKEN_MAY_RUN, field: string): boolean {
  return field.startsWith('__') || tokenMayRunSets[operation].has(field);
}

/**
 * What a token reads of one GraphQL object type: all of it; none of it, wherever the type is
 * reached (a field returning it, node, nodes); or all but the fields listed.
 */
export type TokenReads = 'all' | 'none' | { refused: readonly string[] };

/**
 * What a token may read, per object type of the schema, wherever a field is reached: a root
 * field, a nested one, node(id) or nodes(ids), and so every REST call (each runs a GraphQL
 * operation). A token is no person: it reads no one's email or phone, no company's list of
 * people, no users workbook (READABLE_WORKBOOKS), no calendar feed URL (whose secret would go
 * on working after the token is revoked), nothing of its own kind or of webhooks, and no type
 * whose root fields TOKEN_MAY_RUN leaves out (buyback statements and reports, collection photos,
 * setup warnings, home figures), so node(id) answers what the root fields do. A type missing
 * here is read by no token. Pages of a list (`...Connection`, `...Edge`) carry what their items
 * carry, whose own types decide.
 */
export const TOKEN_MAY_READ = {
  ApiToken: 'none',
  AppConfig: 'all',
  AuditEvent: 'all',
  BulkItemError: 'all',
  BulkPickupActionPayload: 'all',
  BulkPickupItem: 'all',
  BulkUserActionPayload: 'none',
  BulkUserItem: 'none',
  BuybackReport: 'none',
  BuybackReportGroupRow: 'none',
  BuybackReportMonth: 'none',
  BuybackReportTypeRow: 'none',
  BuybackStatement: 'none',
  BuybackStatementLine: 'none',
  BuybackStatementPayload: 'none',
  CollectedDrumSpec: 'all',
  CollectionPhoto: 'none',
  CreateApiTokenPayload: 'none',
  CreateWebhookEndpointPayload: 'none',
  DeletePayload: 'all',
  DeletePickupRequestImagePayload: 'all',
  DeletePickupRequestPayload: 'all',
  Drum: 'all',
  DrumSite: 'all',
  DrumStint: 'all',
  DrumSpec: 'all',
  DrumSpecPayload: 'all',
  DrumType: 'all',
  DrumTypePayload: 'all',
  ExcelFile: 'all',
  FieldIssue: 'all',
  HomeFigures: 'none',
  ImportDrumDeliveriesPayload: 'none',
  ImportExcelPayload: 'none',
  Message: 'all',
  MessageAttachment: 'all',
  MessagePayload: 'none',
  Notification: 'all',
  OverdueTrackedDrum: 'none',
  OverdueTrackedDrumPage: 'none',
  PageInfo: 'all',
  PickupCollection: 'all',
  PickupCollectionLine: 'all',
  PickupDepartmentCounts: 'all',
  PickupRequest: 'all',
  PickupRequestChange: 'all',
  PickupRequestDrum: 'all',
  PickupRequestDrumNumber: 'all',
  PickupStatusCount: 'all',
  PickupRequestImage: 'all',
  PickupRequestPayload: 'all',
  RequestUnreadCount: 'all',
  ReturnerCompany: { refused: ['calendarFeedUrl', 'users'] },
  ReturnerCompanyPayload: 'all',
  RecordDrumDeliveryPayload: 'all',
  ReturnsLogExport: 'all',
  RotateCalendarFeedPayload: 'none',
  RouteDispatch: 'all',
  RouteStop: 'all',
  ScheduleRoutePayload: 'all',
  SendMessagePayload: 'all',
  ServedZone: 'all',
  SetupWarning: 'none',
  SetupWarningItem: 'none',
  ThresholdProgress: 'all',
  TrackedDrumAgeRow: 'none',
  TrackedDrumReport: 'none',
  TrackedDrumReturnMonth: 'none',
  TrackedDrumSite: 'none',
  TransportCompany: { refused: ['calendarFeedUrl'] },
  TransportCompanyContact: 'all',
  TransportCompanyContactPayload: 'all',
  TransportCompanyPayload: 'all',
  TransportStats: 'all',
  UndeliveredMail: { refused: ['to'] },
  UndeliveredMailList: 'all',
  UnreadCountChange: 'all',
  UnreadMessageCounts: 'all',
  User: { refused: ['email', 'phoneNumber'] },
  UserPayload: 'none',
  ValidationError: 'all',
  ViewerPayload: 'none',
  WebhookDelivery: 'none',
  WebhookEndpoint: 'none',
  WebhookEndpointPayload: 'none',
  Zone: 'all',
  ZonePayload: 'all',
  ZonePoint: 'all',
} as const satisfies Record<string, TokenReads>;

/** The Excel workbooks (excelExport) a token may have: not the users', which lists their emails and phones. */
export const READABLE_WORKBOOKS = ['drumTypes', 'drumSpecs', 'returnerCompanies', 'transportCompanies'] as const;

const ROOT_OPERATIONS: Record<string, keyof typeof TOKEN_MAY_RUN> = {
  Query: 'query',
  Mutation: 'mutation',
  Subscription: 'subscription',
};
const isListPage = (typename: string) => /(Connection|Edge)$/.test(typename);
const readsOf = (typename: string): TokenReads =>
  (TOKEN_MAY_READ as Record<string, TokenReads>)[typename] ?? (isListPage(typename) ? 'all' : 'none');

/** Whether a token may read objects of this type at all (of an undeclared type: no). */
export function tokenMayReadType(typename: string): boolean {
  return typename in ROOT_OPERATIONS || readsOf(typename) !== 'none';
}

/**
 * Whether a token may read this field of this type, which returns objects of the object type
 * `returnType` (null: a scalar, an enum, or an interface or union, whose objects' own types
 * decide): a root field as TOKEN_MAY_RUN says, any other when the declaration allows the field,
 * its type and the type it returns.
 */
export function tokenMayReadField(typename: string, field: string, returnType: string | null): boolean {
  const operation = ROOT_OPERATIONS[typename];
  if (operation) return tokenMayRun(operation, field);
  const reads = readsOf(typename);
  if (reads === 'none' || (reads !== 'all' && reads.refused.includes(field))) return false;
  return returnType === null || tokenMayReadType(returnType);
}

/** A read token may query and subscribe; only a WRITE token may run mutations or unsafe REST calls. */
export function mayWriteWith(scopes: readonly ApiTokenScope[]): boolean {
  return scopes.includes('WRITE');
}

export const API_TOKEN_MESSAGES = en.errors.apiTokens;

export const ApiTokenSchema = z.object({
  name: requiredText(API_TOKEN_MESSAGES.nameRequired, API_TOKEN_NAME_MAX),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES), { error: API_TOKEN_MESSAGES.scopesRequired })
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresAt: z
    .date({ error: API_TOKEN_MESSAGES.expiryInPast })
    .nullish()
    .transform((date) => date ?? defaultApiTokenExpiry())
    .refine((date) => date.getTime() > Date.now(), API_TOKEN_MESSAGES.expiryInPast),
});
export type ApiTokenInput = z.infer<typeof ApiTokenSchema>;

export function defaultApiTokenExpiry(now = new Date()): Date {
  return new Date(now.getTime() + DEFAULT_API_TOKEN_DAYS * 24 * 3600 * 1000);
}

/**
 * The bearer token of an `Authorization` header or connection parameter: undefined when the call
 * carries none (no header, or another scheme, such as the Basic credentials a proxy in front of a
 * staging site makes browsers send: those are not ours to judge), null when it is malformed.
 */
export function bearerTokenOf(header: unknown): string | undefined | null {
  if (header === undefined || header === null || header === '') return undefined;
  if (typeof header !== 'string') return null;
  if (!/^Bearer(\s|$)/i.test(header)) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Whether a call authenticates with a bearer token, which a page of another site cannot make a
 * browser send (unlike cookies or Basic credentials): such calls skip the cross-site checks.
 */
export function carriesBearer(header: string | null | undefined): boolean {
  return bearerTokenOf(header) !== undefined;
}
