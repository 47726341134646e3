// Returner and transport companies (spec.md sections 2, 6, 7): the node types and who may read them.
import type { Context } from '../context';
import { builder, viewerScopes } from '../builder';
import { visibleWhen } from '../nodeVisibility';
import { User } from '../users/types';
import { Zone } from '../zones';

export const RETURNER_COMPANY_MESSAGES = { notFound: 'Returner company not found' } as const;

export const TRANSPORT_COMPANY_MESSAGES = {
  notFound: 'Transport company not found',
  contactNotFound: 'Contact not found',
  zoneNotFound: 'Zone not found',
} as const;

export const ReturnerCompany = builder.drizzleNode('returnerCompanies', {
  name: 'ReturnerCompany',
  id: { column: (company) => company.id },
  // Admins, and the returners of this company (their user menu shows it).
  authScopes: visibleWhen('ReturnerCompany', (company: { id: number }, ctx) =>
    ctx.viewer?.returnerCompanyId === company.id ? viewerScopes(ctx).approved : viewerScopes(ctx).admin,
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    organizationNumber: t.exposeString('organizationNumber'),
    email: t.exposeString('email', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    contactPerson: t.exposeString('contactPerson', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    userCount: t.int({
      authScopes: { admin: true },
      select: { with: { users: { columns: { id: true } } } },
      resolve: (company) => company.users.length,
    }),
    users: t.relation('users', {
      type: User,
      authScopes: { admin: true },
      query: { orderBy: { name: 'asc', id: 'asc' } },
    }),
  }),
});

/** Admins see every transport company; a transporter sees its own. */
const ownCompanyOrAdmin = (companyId: number, ctx: Context) =>
  ctx.viewer?.transportCompanyId === companyId ? viewerScopes(ctx).transporter : viewerScopes(ctx).admin;

export const TransportCompanyContact = builder.drizzleNode('transportCompanyContacts', {
  name: 'TransportCompanyContact',
  id: { column: (contact) => contact.id },
  authScopes: visibleWhen('TransportCompanyContact', (contact: { transportCompanyId: number }, ctx) =>
    ownCompanyOrAdmin(contact.transportCompanyId, ctx),
  ),
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
  authScopes: visibleWhen('TransportCompany', (company: { id: number }, ctx) => ownCompanyOrAdmin(company.id, ctx)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    organizationNumber: t.exposeString('organizationNumber'),
    contactPerson: t.exposeString('contactPerson', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    depotLatitude: t.exposeFloat('depotLatitude', { nullable: true }),
    depotLongitude: t.exposeFloat('depotLongitude', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    contacts: t.relation('contacts', { type: TransportCompanyContact, query: { orderBy: { name: 'asc', id: 'asc' } } }),
    contactsConnection: t.relatedConnection('contacts', {
      type: TransportCompanyContact,
      defaultSize: 500,
      maxSize: 500,
      description: 'The same contacts as a connection, for clients that add and remove them in place.',
      query: { orderBy: { name: 'asc', id: 'asc' } },
    }),
    servedZones: t.relation('servedZones', { type: ServedZone, query: { orderBy: { zoneId: 'asc' } } }),
    userCount: t.int({
      authScopes: { admin: true },
      select: { with: { users: { columns: { id: true } } } },
      resolve: (company) => company.users.length,
    }),
  }),
});
