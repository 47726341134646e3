// Company changes of the admin department (spec.md section 7): returner companies, transport
// companies with their served zones, and their contacts.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  returnerCompanies,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
  zones,
} from '../../db/schema';
import { AppError, ValidationError } from '../../domain/errors';
import {
  ContactSchema,
  ReturnerCompanySchema,
  TransportCompanySchema,
  type TransportCompanyData,
} from '../../domain/validation/masterData';
import { evaluateAllZones } from '../../services/routeDispatch';
import { builder } from '../builder';
import { DeletePayload, refetch } from '../payloads';
import { databaseId, lookupId, parseInput, parseUpdate } from '../validation';
import { Zone } from '../zones';
import {
  RETURNER_COMPANY_MESSAGES,
  ReturnerCompany,
  TRANSPORT_COMPANY_MESSAGES,
  TransportCompany,
  TransportCompanyContact,
} from './types';

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

// The fields a create and an update take alike (an update names its record by id besides).
const returnerCompanyFields = (t: InputFields) => ({
  name: t.string({ description: "The company's name.", required: false }),
  organizationNumber: t.string({ description: 'Its organization number (xxxxxx-xxxx).', required: false }),
  email: t.string({ description: 'Its email address, if given.', required: false }),
  address: t.string({ description: 'Its address, if given.', required: false }),
  contactPerson: t.string({ description: 'Its contact person, if given.', required: false }),
});

const transportCompanyFields = (t: InputFields) => ({
  name: t.string({ description: "The company's name.", required: false }),
  organizationNumber: t.string({ description: 'Its organization number (xxxxxx-xxxx).', required: false }),
  contactPerson: t.string({ description: 'Its main contact person, if given.', required: false }),
  email: t.string({ description: 'Its email address, if given.', required: false }),
  phone: t.string({ description: 'Its phone number, if given.', required: false }),
  depotLatitude: t.float({ required: false, description: 'Where routes start and end; null clears it.' }),
  depotLongitude: t.float({ description: 'Longitude of its depot, if set.', required: false }),
  servedZones: t.field({
    type: [ServedZoneInput],
    required: false,
    description: 'The zones served; replaces the list when given.',
  }),
});

const contactFields = (t: InputFields) => ({
  name: t.string({ description: "The contact's name.", required: false }),
  email: t.string({ description: 'Their email address (route mails go there), if given.', required: false }),
  phone: t.string({ description: 'Their phone number, if given.', required: false }),
});

const CreateReturnerCompanyInput = builder.inputType('CreateReturnerCompanyInput', {
  description: 'Admin: a new returner company.',
  fields: (t) => ({
    ...returnerCompanyFields(t),
  }),
});

const UpdateReturnerCompanyInput = builder.inputType('UpdateReturnerCompanyInput', {
  description: 'Admin: changes to a returner company.',
  fields: (t) => ({
    id: t.globalID({
      description: 'The global id of the returner company to change.',
      required: true,
      for: ReturnerCompany,
    }),
    ...returnerCompanyFields(t),
  }),
});

const DeleteReturnerCompanyInput = builder.inputType('DeleteReturnerCompanyInput', {
  description: 'Names the returner company to delete.',
  fields: (t) => ({
    id: t.globalID({ description: "The company's global id.", required: true, for: ReturnerCompany }),
  }),
});

const ServedZoneInput = builder.inputType('ServedZoneInput', {
  description: 'A zone a transport company serves, with its route mail threshold.',
  fields: (t) => ({
    zoneId: t.globalID({ description: 'Global id of the zone.', required: true, for: Zone }),
    minPickupThreshold: t.int({
      description: 'Drums of unscheduled ready requests in the zone that trigger a route mail.',
      required: false,
    }),
  }),
});

const CreateTransportCompanyInput = builder.inputType('CreateTransportCompanyInput', {
  description: 'Admin: a new transport company and the zones it serves.',
  fields: (t) => ({
    ...transportCompanyFields(t),
  }),
});

const UpdateTransportCompanyInput = builder.inputType('UpdateTransportCompanyInput', {
  description: 'Admin: changes to a transport company and the zones it serves.',
  fields: (t) => ({
    id: t.globalID({
      description: 'The global id of the transport company to change.',
      required: true,
      for: TransportCompany,
    }),
    ...transportCompanyFields(t),
  }),
});

const DeleteTransportCompanyInput = builder.inputType('DeleteTransportCompanyInput', {
  description: 'Names the transport company to delete.',
  fields: (t) => ({
    id: t.globalID({ description: "The company's global id.", required: true, for: TransportCompany }),
  }),
});

const CreateTransportCompanyContactInput = builder.inputType('CreateTransportCompanyContactInput', {
  description: 'Admin: a new contact person of a transport company.',
  fields: (t) => ({
    transportCompanyId: t.globalID({ description: 'Global id of the company.', required: true, for: TransportCompany }),
    ...contactFields(t),
  }),
});

const UpdateTransportCompanyContactInput = builder.inputType('UpdateTransportCompanyContactInput', {
  description: 'Admin: changes to a contact person.',
  fields: (t) => ({
    id: t.globalID({
      description: 'The global id of the transport company contact to change.',
      required: true,
      for: TransportCompanyContact,
    }),
    ...contactFields(t),
  }),
});

const DeleteTransportCompanyContactInput = builder.inputType('DeleteTransportCompanyContactInput', {
  description: 'Names the contact person to delete.',
  fields: (t) => ({
    id: t.globalID({ description: "The contact's global id.", required: true, for: TransportCompanyContact }),
  }),
});

const ReturnerCompanyPayload = builder.objectRef<{ companyId: number }>('ReturnerCompanyPayload').implement({
  description: 'The returner company as stored after the change.',
  fields: (t) => ({
    company: t.drizzleField({
      description: 'The company as stored now.',
      type: ReturnerCompany,
      resolve: (query, payload, _args, ctx) =>
        refetch(
          ctx.db.query.returnerCompanies.findFirst(query({ where: { id: payload.companyId } })),
          RETURNER_COMPANY_MESSAGES.notFound,
        ),
    }),
  }),
});

const TransportCompanyPayload = builder.objectRef<{ companyId: number }>('TransportCompanyPayload').implement({
  description: 'The transport company as stored after the change.',
  fields: (t) => ({
    company: t.drizzleField({
      description: 'The company as stored now.',
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
    description: 'The contact person as stored after the change.',
    fields: (t) => ({
      contact: t.drizzleField({
        description: 'The contact person as stored now.',
        type: TransportCompanyContact,
        resolve: (query, payload, _args, ctx) =>
          refetch(
            ctx.db.query.transportCompanyContacts.findFirst(query({ where: { id: payload.contactId } })),
            TRANSPORT_COMPANY_MESSAGES.contactNotFound,
          ),
      }),
    }),
  });

builder.mutationFields((t) => ({
  createReturnerCompany: t.field({
    description: 'Admin: adds a returner company.',
    type: ReturnerCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(ReturnerCompanySchema, input);
      const [company] = await ctx.db.insert(returnerCompanies).values(data).returning({ id: returnerCompanies.id });
      return { companyId: company.id };
    },
  }),

  updateReturnerCompany: t.field({
    description: 'Admin: changes a returner company.',
    type: ReturnerCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.returnerCompanies.findFirst({ where: { id } });
      if (!stored) throw new AppError('NOT_FOUND', RETURNER_COMPANY_MESSAGES.notFound);
      const data = parseUpdate(ReturnerCompanySchema, stored, input);
      await ctx.db.update(returnerCompanies).set(data).where(eq(returnerCompanies.id, id));
      return { companyId: id };
    },
  }),

  deleteReturnerCompany: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Deletes the company; its users and requests stay, without a company.',
    args: { input: t.arg({ type: DeleteReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const [deleted] = await ctx.db
        .delete(returnerCompanies)
        .where(eq(returnerCompanies.id, id))
        .returning({ id: returnerCompanies.id });
      if (!deleted) throw new AppError('NOT_FOUND', RETURNER_COMPANY_MESSAGES.notFound);
      return { typename: 'ReturnerCompany', id };
    },
  }),
}));
builder.mutationFields((t) => ({
  createTransportCompany: t.field({
    description: 'Admin: adds a transport company with the zones it serves.',
    type: TransportCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateTransportCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(TransportCompanySchema, withZoneIds(input));
      const result = await ctx.db.transaction(async (tx) => {
        const { servedZones, ...fields } = data;
        const [company] = await tx.insert(transportCompanies).values(fields).returning({ id: transportCompanies.id });
        await replaceServedZones(tx, company.id, servedZones);
        return { companyId: company.id };
      });
      // A new served zone or threshold may be reached already.
      await evaluateAllZones(ctx);
      return result;
    },
  }),

  updateTransportCompany: t.field({
    description: 'Admin: changes a transport company and the zones it serves.',
    type: TransportCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateTransportCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.transportCompanies.findFirst({ where: { id } });
      if (!stored) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
      const data = parseUpdate(TransportCompanySchema, stored, withZoneIds(input));
      const result = await ctx.db.transaction(async (tx) => {
        const { servedZones, ...fields } = data;
        await tx.update(transportCompanies).set(fields).where(eq(transportCompanies.id, id));
        await replaceServedZones(tx, id, servedZones);
        return { companyId: id };
      });
      await evaluateAllZones(ctx);
      return result;
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
    description: 'Admin: adds a contact person to a transport company.',
    type: TransportCompanyContactPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateTransportCompanyContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(ContactSchema, input);
      const company = await ctx.db.query.transportCompanies.findFirst({
        columns: { id: true },
        where: { id: lookupId(input.transportCompanyId.id) },
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
    description: 'Admin: changes a contact person.',
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
    description: 'Admin: removes a contact person.',
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
