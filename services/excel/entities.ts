// What each importable entity looks like in a sheet, and how a checked sheet is written back.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { drumSpecs, drumTypes, returnerCompanies, transportCompanies, users } from '../../db/schema';
import type { FieldIssue } from '../../domain/validation/common';
import {
  DrumSpecSchema,
  DrumTypeSchema,
  ImportedUserSchema,
  ReturnerCompanySchema,
  TransportCompanySchema,
} from '../../domain/validation/masterData';
import { selfChangeRefusal } from '../../domain/users';
import type { CreatedNotification } from '../notifications';
import { changeUser } from '../users';
import { isPerson, PEOPLE } from '../people';

export const EXCEL_ENTITIES = ['drumTypes', 'drumSpecs', 'returnerCompanies', 'transportCompanies', 'users'] as const;
export type ExcelEntity = (typeof EXCEL_ENTITIES)[number];

/** The URL segment of each entity (docs/specification.md section 7). */
export const EXCEL_PATHS: Record<ExcelEntity, string> = {
  drumTypes: 'drum-types',
  drumSpecs: 'drum-specs',
  returnerCompanies: 'returner-companies',
  transportCompanies: 'transport-companies',
  users: 'users',
};

/** Who imports: the admin's id (the "not yourself" rule) and the app's URL (for the mails of user changes). */
export type ImportContext = { viewerId: number; appUrl: string };

/** A row's checks; a method's type, so that a definition of some rows stands as one of unknown rows. */
type RowCheck<T> = { check(data: T, id: number | null): FieldIssue[] }['check'];

export type EntityDef<T> = {
  sheet: string;
  /** Column keys in sheet order; `id` first so a round trip updates the same records. */
  columns: readonly string[];
  records: (db: Database) => Promise<Record<string, unknown>[]>;
  schema: z.ZodType<T>;
  /** A second way to find the stored record when the row has no (known) id. */
  naturalKey(data: T): string | null;
  /** When set, two records may not share the natural key: this is the row's message. */
  uniqueKey?: { field: string; message: string };
  /** The stored records with their natural keys (an unchanged row is not written again). */
  existing: (db: Database) => Promise<{ id: number; key: string | null; stored: Record<string, unknown> }[]>;
  /** Row values as read, turned into the schema's input (e.g. a type name into its id). */
  prepare?: (db: Database) => Promise<(values: Record<string, unknown>) => Record<string, unknown>>;
  /** Checks that need the database (references); answers the row's problems. */
  references?(db: Database, context: ImportContext): Promise<RowCheck<T>>;
  insert(tx: Executor, rows: T[]): Promise<void>;
  /** Writes one changed row; answers the notifications to publish after the import commits. */
  update(tx: Executor, id: number, data: T, context: ImportContext): Promise<CreatedNotification[] | void>;
};

const ids = async (db: Database, table: typeof returnerCompanies | typeof transportCompanies | typeof drumTypes) =>
  new Set((await db.select({ id: table.id }).from(table)).map((row) => row.id));

const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
};

const drumTypesDef: EntityDef<z.output<typeof DrumTypeSchema>> = {
  sheet: 'Drum types',
  columns: ['id', 'name'],
  records: (db) => db.select({ id: drumTypes.id, name: drumTypes.name }).from(drumTypes).orderBy(drumTypes.name),
  schema: DrumTypeSchema,
  naturalKey: (data) => data.name,
  uniqueKey: { field: 'name', message: 'A drum type with this name already exists' },
  existing: async (db) =>
    (await db.select().from(drumTypes)).map((stored) => ({ id: stored.id, key: stored.name, stored })),
  insert: (tx, rows) => inChunks(rows, (chunk) => tx.insert(drumTypes).values(chunk)),
  update: async (tx, id, data) => {
    await tx.update(drumTypes).set(data).where(eq(drumTypes.id, id));
  },
};

const SPEC_COLUMNS = [
  'id',
  'name',
  'articleNumber',
  'drumTypeId',
  'drumType',
  'weight',
  'flangeDiameter',
  'widthBetweenFlanges',
  'transportVolume',
  'buybackPrice',
  'buybackPrice80',
  'scrapHandlingFee',
  'rentFreeDays',
  'monthlyRentPercent',
  'forfeitAfterDays',
  'drumInfo',
  'availableFor',
] as const;

const drumSpecsDef: EntityDef<z.output<typeof DrumSpecSchema>> = {
  sheet: 'Drum specifications',
  columns: SPEC_COLUMNS,
  records: async (db) => {
    const rows = await db.query.drumSpecs.findMany({ with: { drumType: true }, orderBy: { name: 'asc', id: 'asc' } });
    // buybackPrice80 is the stored value: empty keeps meaning "80% of buybackPrice" after a round trip.
    return rows.map(({ drumType, createdAt: _createdAt, ...spec }) => ({ ...spec, drumType: drumType.name }));
  },
  schema: DrumSpecSchema,
  naturalKey: (data) => (data.articleNumber ? `article:${data.articleNumber}` : null),
  existing: async (db) =>
    (await db.select().from(drumSpecs)).map((stored) => ({
      id: stored.id,
      key: stored.articleNumber ? `article:${stored.articleNumber}` : null,
      stored,
    })),
  // A sheet written by hand may name the type instead of giving its id.
  prepare: async (db) => {
    const byName = new Map((await db.select().from(drumTypes)).map((type) => [type.name.toLowerCase(), type.id]));
    return (values) => {
      const { drumType, ...rest } = values;
      if ((rest.drumTypeId === null || rest.drumTypeId === undefined) && typeof drumType === 'string') {
        return { ...rest, drumTypeId: byName.get(drumType.trim().toLowerCase()) ?? null };
      }
      return rest;
    };
  },
  references: async (db) => {
    const known = await ids(db, drumTypes);
    return (data) => (known.has(data.drumTypeId) ? [] : [{ field: 'drumTypeId', message: 'Drum type not found' }]);
  },
  insert: (tx, rows) => inChunks(rows, (chunk) => tx.insert(drumSpecs).values(chunk)),
  update: async (tx, id, data) => {
    await tx.update(drumSpecs).set(data).where(eq(drumSpecs.id, id));
  },
};

const returnerCompaniesDef: EntityDef<z.output<typeof ReturnerCompanySchema>> = {
  sheet: 'Returner companies',
  columns: ['id', 'name', 'organizationNumber', 'email', 'address', 'contactPerson'],
  records: (db) => db.query.returnerCompanies.findMany({ orderBy: { name: 'asc', id: 'asc' } }),
  schema: ReturnerCompanySchema,
  naturalKey: (data) => data.organizationNumber,
  existing: async (db) =>
    (await db.select().from(returnerCompanies)).map((stored) => ({
      id: stored.id,
      key: stored.organizationNumber,
      stored,
    })),
  insert: (tx, rows) => inChunks(rows, (chunk) => tx.insert(returnerCompanies).values(chunk)),
  update: async (tx, id, data) => {
    await tx.update(returnerCompanies).set(data).where(eq(returnerCompanies.id, id));
  },
};

type TransportRow = z.output<typeof TransportCompanySchema>;
const transportFields = ({ servedZones: _zones, ...fields }: TransportRow) => fields;

const transportCompaniesDef: EntityDef<TransportRow> = {
  sheet: 'Transport companies',
  // Served zones and contacts are edited in the app; the sheet carries the company fields.
  columns: ['id', 'name', 'organizationNumber', 'contactPerson', 'email', 'phone'],
  records: (db) => db.query.transportCompanies.findMany({ orderBy: { name: 'asc', id: 'asc' } }),
  schema: TransportCompanySchema,
  naturalKey: (data) => data.organizationNumber,
  existing: async (db) =>
    (await db.select().from(transportCompanies)).map((stored) => ({
      id: stored.id,
      key: stored.organizationNumber,
      stored,
    })),
  insert: (tx, rows) => inChunks(rows, (chunk) => tx.insert(transportCompanies).values(chunk.map(transportFields))),
  update: async (tx, id, data) => {
    await tx.update(transportCompanies).set(transportFields(data)).where(eq(transportCompanies.id, id));
  },
};

/**
 * New users from a sheet get an unusable password hash (no password verifies against it):
 * they set their own with "Forgot password", which also proves their address. Approval is
 * taken from the sheet; imported accounts count as reviewed. Changed accounts go through
 * changeUser of services/users, like an admin's edit.
 */
const unusablePasswordHash = () => `!imported:${randomBytes(16).toString('base64url')}`;

type UserRow = z.output<typeof ImportedUserSchema>;

const usersDef: EntityDef<UserRow> = {
  sheet: 'Users',
  columns: [
    'id',
    'name',
    'email',
    'role',
    'approved',
    'active',
    'phoneNumber',
    'company',
    'companyOrgNumber',
    'division',
    'returnerCompanyId',
    'transportCompanyId',
  ],
  records: (db) => db.query.users.findMany({ where: PEOPLE, orderBy: { id: 'asc' } }),
  schema: ImportedUserSchema,
  naturalKey: (data) => data.email,
  uniqueKey: { field: 'email', message: 'An account with this email already exists' },
  existing: async (db) =>
    (await db.select().from(users).where(isPerson)).map((stored) => ({ id: stored.id, key: stored.email, stored })),
  references: async (db, context) => {
    const returners = await ids(db, returnerCompanies);
    const transporters = await ids(db, transportCompanies);
    return (data, id) => {
      const issues: FieldIssue[] = [];
      if (data.returnerCompanyId !== null && !returners.has(data.returnerCompanyId))
        issues.push({ field: 'returnerCompanyId', message: 'Returner company not found' });
      if (data.transportCompanyId !== null && !transporters.has(data.transportCompanyId))
        issues.push({ field: 'transportCompanyId', message: 'Transport company not found' });
      const refusal = selfChangeRefusal(context.viewerId, id, data);
      if (refusal) issues.push({ field: 'role', message: refusal.message });
      return issues;
    };
  },
  insert: (tx, rows) =>
    inChunks(rows, (chunk) =>
      tx.insert(users).values(chunk.map((data) => ({ ...data, passwordHash: unusablePasswordHash(), reviewed: true }))),
    ),
  // The same write as an admin's edit: approval mail and notification, request moves, sessions.
  update: (tx, id, data, context) => changeUser(tx, context.appUrl, context.viewerId, id, data),
};

// Method signatures above let each entity's definition stand as one of unknown rows here.
export const ENTITY_DEFS: Record<ExcelEntity, EntityDef<unknown>> = {
  drumTypes: drumTypesDef,
  drumSpecs: drumSpecsDef,
  returnerCompanies: returnerCompaniesDef,
  transportCompanies: transportCompaniesDef,
  users: usersDef,
};
