import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transportCompanies, transportCompanyContacts, transportCompanyZones, zones } from '../../db/schema';
import { ContactSchema, TransportCompanySchema, type TransportCompanyData } from '../../domain/validation/masterData';
import type { Context } from '../context';
import { builder } from '../builder';
import { AppError, ValidationError } from '../../domain/errors';
import { DeletePayload, refetch } from '../payloads';
import { databaseId, parseInput, parseUpdate } from '../validation';
import { Zone } from '../zones';

export const TRANSPORT_COMPANY_MESSAGES = {
  notFound: 'Transport company not found',
  contactNotFound: 'Contact not found',
  zoneNotFound: 'Zone not found',
} as const;

/** Admins see every transport company; a transporter sees its own. */
const ownCompanyOrAdmin = (companyId: number, ctx: Context) =>
  ctx.viewer?.transportCompanyId === companyId ? { transporter: true } : { admin: true };

export const TransportCompanyContact = builder.drizzleNode('transportCompanyContacts', {
  name: 'TransportCompanyContact',
  id: { column: (contact) => contact.id },
  authScopes: (contact, ctx) => ownCompanyOrAdmin(contact.transportCompanyId, ctx),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    transportCompanyId: t.exposeInt('transportCompanyId'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** A zone the company serves and the drum count that triggers its route mail. */
const ServedZone = builder.drizzleObject('transportCompanyZones', {
  name: 'ServedZone',
  fields: (t) => ({
    zoneId: t.exposeInt('zoneId'),
    minPickupThreshold: t.exposeInt('minPickupThreshold', {
      description: 'Drums of unscheduled ready requests in the zone that trigger a route mail.',
    }),
    zone: t.relation('zone', { type: Zone }),
  }),
});

export const TransportCompany = builder.drizzleNode('transportCompanies', {
  name: 'TransportCompany',
  id: { column: (company) => company.id },
  authScopes: (company, ctx) => ownCompanyOrAdmin(company.id, ctx),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    organizationNumber: t.exposeString('organizationNumber'),
    contactPerson: t.exposeString('contactPerson', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    contacts: t.relation('contacts', { type: TransportCompanyContact, query: { orderBy: { name: 'asc', id: 'asc' } } }),
    servedZones: t.relation('servedZones', { type: ServedZone, query: { orderBy: { zoneId: 'asc' } } }),
    userCount: t.int({
      authScopes: { admin: true },
      select: { with: { users: { columns: { id: true } } } },
      resolve: (company) => company.users.length,
    }),
  }),
});

const ServedZoneInput = builder.inputType('ServedZoneInput', {
  fields: (t) => ({
    zoneId: t.globalID({ required: true, for: Zone }),
    minPickupThreshold: t.int({ required: false }),
  }),
});

const CreateTransportCompanyInput = builder.inputType('CreateTransportCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    organizationNumber: t.string({ required: false }),
    contactPerson: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
    servedZones: t.field({
      type: [ServedZoneInput],
      required: false,
      description: 'The zones served; replaces the list when given.',
    }),
  }),
});

const UpdateTransportCompanyInput = builder.inputType('UpdateTransportCompanyInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: TransportCompany }),
    name: t.string({ required: false }),
    organizationNumber: t.string({ required: false }),
    contactPerson: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
    servedZones: t.field({
      type: [ServedZoneInput],
      required: false,
      description: 'The zones served; replaces the list when given.',
    }),
  }),
});

const DeleteTransportCompanyInput = builder.inputType('DeleteTransportCompanyInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: TransportCompany }) }),
});

const CreateTransportCompanyContactInput = builder.inputType('CreateTransportCompanyContactInput', {
  fields: (t) => ({
    transportCompanyId: t.globalID({ required: true, for: TransportCompany }),
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
  }),
});

const UpdateTransportCompanyContactInput = builder.inputType('UpdateTransportCompanyContactInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: TransportCompanyContact }),
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    phone: t.string({ required: false }),
  }),
});

const DeleteTransportCompanyContactInput = builder.inputType('DeleteTransportCompanyContactInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: TransportCompanyContact }) }),
});

const TransportCompanyPayload = builder.objectRef<{ companyId: number }>('TransportCompanyPayload').implement({
  fields: (t) => ({
    company: t.drizzleField({
      type: TransportCompany,
      resolve: (query, payload, _args, ctx) =>
        refetch(
          ctx.db.query.transportCompanies.findFirst(query({ where: { id: payload.companyId } })),
          TRANSPORT_COMPANY_MESSAGES.notFound,
        ),
    }),
  }),
});

const TransportCompanyContactPayload = builder
  .objectRef<{ contactId: number }>('TransportCompanyContactPayload')
  .implement({
    fields: (t) => ({
      contact: t.drizzleField({
        type: TransportCompanyContact,
        resolve: (query, payload, _args, ctx) =>
          refetch(
            ctx.db.query.transportCompanyContacts.findFirst(query({ where: { id: payload.contactId } })),
            TRANSPORT_COMPANY_MESSAGES.contactNotFound,
          ),
      }),
    }),
  });

builder.queryFields((t) => ({
  transportCompanies: t.drizzleConnection({
    type: 'transportCompanies',
    authScopes: { admin: true },
    maxSize: 500,
    description: 'Every transport company by name (admin department).',
    totalCount: (_root, _args, ctx) => ctx.db.$count(transportCompanies),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.transportCompanies.findMany(query({ orderBy: { name: 'asc' } })),
  }),
  schedulingTransportCompanies: t.withAuth({ admin: true, transporter: true }).drizzleConnection({
    type: 'transportCompanies',
    // The schedule dialog's choices: every company for admins, its own for a transporter.
    maxSize: 500,
    description: 'Transport companies a pickup can be scheduled with: all for admins, their own for transporters.',
    totalCount: (_root, _args, ctx) =>
      ctx.viewer.role === 'admin'
        ? ctx.db.$count(transportCompanies)
        : ctx.db.$count(transportCompanies, eq(transportCompanies.id, ctx.viewer.transportCompanyId ?? -1)),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.transportCompanies.findMany(
        query({
          where: ctx.viewer.role === 'admin' ? {} : { id: ctx.viewer.transportCompanyId ?? -1 },
          orderBy: { name: 'asc' },
        }),
      ),
  }),
}));

builder.queryField('transportCompanyContacts', (t) =>
  t.drizzleField({
    type: [TransportCompanyContact],
    authScopes: { admin: true },
    description: "A transport company's contacts by name.",
    args: { transportCompanyId: t.arg.globalID({ required: true, for: TransportCompany }) },
    resolve: async (query, _root, args, ctx) => {
      const company = await ctx.db.query.transportCompanies.findFirst({
        columns: { id: true },
        where: { id: numericId(args.transportCompanyId.id) },
      });
      if (!company) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
      return ctx.db.query.transportCompanyContacts.findMany(
        query({ where: { transportCompanyId: company.id }, orderBy: { name: 'asc', id: 'asc' } }),
      );
    },
  }),
);

builder.mutationFields((t) => ({
  createTransportCompany: t.field({
    type: TransportCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateTransportCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(TransportCompanySchema, withZoneIds(input));
      return ctx.db.transaction(async (tx) => {
        const { servedZones, ...fields } = data;
        const [company] = await tx.insert(transportCompanies).values(fields).returning({ id: transportCompanies.id });
        await replaceServedZones(tx, company.id, servedZones);
        return { companyId: company.id };
      });
    },
  }),

  updateTransportCompany: t.field({
    type: TransportCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateTransportCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.transportCompanies.findFirst({ where: { id } });
      if (!stored) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
      const data = parseUpdate(TransportCompanySchema, stored, withZoneIds(input));
      return ctx.db.transaction(async (tx) => {
        const { servedZones, ...fields } = data;
        await tx.update(transportCompanies).set(fields).where(eq(transportCompanies.id, id));
        await replaceServedZones(tx, id, servedZones);
        return { companyId: id };
      });
    },
  }),

  deleteTransportCompany: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Deletes the company with its contacts and zones; its users and requests stay, without a company.',
    args: { input: t.arg({ type: DeleteTransportCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const [deleted] = await ctx.db
        .delete(transportCompanies)
        .where(eq(transportCompanies.id, id))
        .returning({ id: transportCompanies.id });
      if (!deleted) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
      return { typename: 'TransportCompany', id };
    },
  }),

  createTransportCompanyContact: t.field({
    type: TransportCompanyContactPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateTransportCompanyContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(ContactSchema, input);
      const company = await ctx.db.query.transportCompanies.findFirst({
        columns: { id: true },
        where: { id: numericId(input.transportCompanyId.id) },
      });
      if (!company) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
      const [contact] = await ctx.db
        .insert(transportCompanyContacts)
        .values({ ...data, transportCompanyId: company.id })
        .returning({ id: transportCompanyContacts.id });
      return { contactId: contact.id };
    },
  }),

  updateTransportCompanyContact: t.field({
    type: TransportCompanyContactPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateTransportCompanyContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.transportCompanyContacts.findFirst({ where: { id } });
      if (!stored) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.contactNotFound);
      const data = parseUpdate(ContactSchema, stored, input);
      await ctx.db.update(transportCompanyContacts).set(data).where(eq(transportCompanyContacts.id, id));
      return { contactId: id };
    },
  }),

  deleteTransportCompanyContact: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeleteTransportCompanyContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const [deleted] = await ctx.db
        .delete(transportCompanyContacts)
        .where(eq(transportCompanyContacts.id, id))
        .returning({ id: transportCompanyContacts.id });
      if (!deleted) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.contactNotFound);
      return { typename: 'TransportCompanyContact', id };
    },
  }),
}));

/** The served zones with the database ids the company rules check (a list left out stays out). */
const withZoneIds = <T extends { servedZones?: { zoneId: { id: number } }[] | null }>(input: T) => ({
  ...input,
  servedZones:
    input.servedZones?.map((served) => ({ ...served, zoneId: databaseId(served.zoneId) })) ?? input.servedZones,
});

/** A decoded global ID's database id; one that is not a whole number names no row. */
const numericId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

/** Replaces the zones a company serves (when a list was sent); unknown zones are a field error. */
export async function replaceServedZones(
  tx: Executor,
  companyId: number,
  served: TransportCompanyData['servedZones'],
): Promise<void> {
  if (served === undefined) return;
  if (served.length > 0) {
    const ids = served.map((zone) => zone.zoneId);
    const found = await tx.select({ id: zones.id }).from(zones).where(inArray(zones.id, ids));
    if (found.length !== new Set(ids).size)
      throw new ValidationError([{ field: 'servedZones', message: TRANSPORT_COMPANY_MESSAGES.zoneNotFound }]);
  }
  await tx.delete(transportCompanyZones).where(eq(transportCompanyZones.transportCompanyId, companyId));
  if (served.length > 0) {
    await tx.insert(transportCompanyZones).values(served.map((zone) => ({ transportCompanyId: companyId, ...zone })));
  }
}
