// Company changes of the admin department: returner companies, transport companies with their
// served zones, and their contacts. The writes are services/masterData/companies.ts'.
import {
  createReturnerCompany,
  createTransportCompany,
  createTransportCompanyContact,
  deleteReturnerCompany,
  deleteTransportCompany,
  deleteTransportCompanyContact,
  RETURNER_COMPANY_MESSAGES,
  TRANSPORT_COMPANY_MESSAGES,
  updateReturnerCompany,
  updateTransportCompany,
  updateTransportCompanyContact,
} from '../../services/masterData/companies';
import { builder, type InputFields } from '../builder';
import { DeletePayload, refetch } from '../payloads';
import { databaseId } from '../validation';
import { Zone } from '../zones';
import { ReturnerCompany, TransportCompany, TransportCompanyContact } from './types';

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
    resolve: async (_root, { input }, ctx) => ({ companyId: await createReturnerCompany(ctx.db, input) }),
  }),

  updateReturnerCompany: t.field({
    description: 'Admin: changes a returner company.',
    type: ReturnerCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      companyId: await updateReturnerCompany(ctx.db, Number(input.id.id), input),
    }),
  }),

  deleteReturnerCompany: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Deletes the company; its users and requests stay, without a company.',
    args: { input: t.arg({ type: DeleteReturnerCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteReturnerCompany(ctx.db, id);
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
    resolve: async (_root, { input }, ctx) => ({ companyId: await createTransportCompany(ctx, withZoneIds(input)) }),
  }),

  updateTransportCompany: t.field({
    description: 'Admin: changes a transport company and the zones it serves.',
    type: TransportCompanyPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateTransportCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      companyId: await updateTransportCompany(ctx, Number(input.id.id), withZoneIds(input)),
    }),
  }),

  deleteTransportCompany: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Deletes the company with its contacts and zones; its users and requests stay, without a company.',
    args: { input: t.arg({ type: DeleteTransportCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteTransportCompany(ctx.db, id);
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
      const { transportCompanyId, ...contact } = input;
      return { contactId: await createTransportCompanyContact(ctx.db, transportCompanyId.id, contact) };
    },
  }),

  updateTransportCompanyContact: t.field({
    description: 'Admin: changes a contact person.',
    type: TransportCompanyContactPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateTransportCompanyContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      contactId: await updateTransportCompanyContact(ctx.db, Number(input.id.id), input),
    }),
  }),

  deleteTransportCompanyContact: t.field({
    description: 'Admin: removes a contact person.',
    type: DeletePayload,
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeleteTransportCompanyContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteTransportCompanyContact(ctx.db, id);
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
