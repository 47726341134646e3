// Returner and transport companies (docs/specification.md sections 2, 6, 7): the node types and who may read them.
import type { Context } from '../context';
import { builder, viewerScopes } from '../builder';
import { visibleWhen } from '../nodeVisibility';
import { returnerCompanySight, sees } from '../../domain/sight';
import { User } from '../users/types';
import { Zone } from '../zones';

export const ReturnerCompany = builder.drizzleNode('returnerCompanies', {
  name: 'ReturnerCompany',
  description: 'A company that returns drums (electricians, contractors, utilities): its users book pickups for it.',
  id: { column: (company) => company.id, description: 'The global (Relay) id of the company.' },
  // Admins, and the returners of this company (their user menu shows it).
  authScopes: visibleWhen('ReturnerCompany', (company: { id: number }, ctx) =>
    sees(returnerCompanySight(ctx.viewer), company.id),
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The company's database id." }),
    name: t.exposeString('name', { description: "The company's name." }),
    organizationNumber: t.exposeString('organizationNumber', { description: 'Its organization number (xxxxxx-xxxx).' }),
    email: t.exposeString('email', { description: 'Its email address, if given.', nullable: true }),
    address: t.exposeString('address', { description: 'Its address, if given.', nullable: true }),
    contactPerson: t.exposeString('contactPerson', { description: 'Its contact person, if given.', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was added.', type: 'DateTime' }),
    userCount: t.int({
      description: 'Admins: how many people belong to it.',
      authScopes: { admin: true },
      select: { with: { users: { columns: { id: true } } } },
      resolve: (company) => company.users.length,
    }),
    users: t.relation('users', {
      description: 'Admins: the people who belong to it.',
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
  description: 'A person at a transport company who can be assigned to pickups and gets route mails.',
  id: { column: (contact) => contact.id, description: 'The global (Relay) id of the contact.' },
  authScopes: visibleWhen('TransportCompanyContact', (contact: { transportCompanyId: number }, ctx) =>
    ownCompanyOrAdmin(contact.transportCompanyId, ctx),
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The contact's database id." }),
    transportCompanyId: t.exposeInt('transportCompanyId', { description: 'Database id of the company.' }),
    name: t.exposeString('name', { description: "The contact's name." }),
    email: t.exposeString('email', {
      description: 'Their email address (route mails go there), if given.',
      nullable: true,
    }),
    phone: t.exposeString('phone', { description: 'Their phone number, if given.', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When they were added.', type: 'DateTime' }),
  }),
});

/** A zone the company serves and the drum count that triggers its route mail. */
const ServedZone = builder.drizzleObject('transportCompanyZones', {
  name: 'ServedZone',
  description: 'A zone a transport company serves.',
  fields: (t) => ({
    zoneId: t.exposeInt('zoneId', { description: 'Database id of the zone.' }),
    minPickupThreshold: t.exposeInt('minPickupThreshold', {
      description: 'Drums of unscheduled ready requests in the zone that trigger a route mail.',
    }),
    zone: t.relation('zone', { description: 'The zone.', type: Zone }),
  }),
});

export const TransportCompany = builder.drizzleNode('transportCompanies', {
  name: 'TransportCompany',
  description: 'A company that collects drums in the zones it serves; it gets route mails and schedules pickups.',
  id: { column: (company) => company.id, description: 'The global (Relay) id of the company.' },
  authScopes: visibleWhen('TransportCompany', (company: { id: number }, ctx) => ownCompanyOrAdmin(company.id, ctx)),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The company's database id." }),
    name: t.exposeString('name', { description: "The company's name." }),
    organizationNumber: t.exposeString('organizationNumber', { description: 'Its organization number (xxxxxx-xxxx).' }),
    contactPerson: t.exposeString('contactPerson', {
      description: 'Its main contact person, if given.',
      nullable: true,
    }),
    email: t.exposeString('email', { description: 'Its email address, if given.', nullable: true }),
    phone: t.exposeString('phone', { description: 'Its phone number, if given.', nullable: true }),
    depotLatitude: t.exposeFloat('depotLatitude', {
      description: 'Latitude of its depot, where routes start and end, if set.',
      nullable: true,
    }),
    depotLongitude: t.exposeFloat('depotLongitude', { description: 'Longitude of its depot, if set.', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was added.', type: 'DateTime' }),
    contacts: t.relation('contacts', {
      description: 'Its contact persons, by name.',
      type: TransportCompanyContact,
      query: { orderBy: { name: 'asc', id: 'asc' } },
    }),
    contactsConnection: t.relatedConnection('contacts', {
      type: TransportCompanyContact,
      description: 'The same contacts as a connection, for clients that add and remove them in place.',
      query: { orderBy: { name: 'asc', id: 'asc' } },
    }),
    servedZones: t.relation('servedZones', {
      description: 'The zones it serves, each with its route mail threshold.',
      type: ServedZone,
      query: { orderBy: { zoneId: 'asc' } },
    }),
    userCount: t.int({
      description: 'Admins: how many people belong to it.',
      authScopes: { admin: true },
      select: { with: { users: { columns: { id: true } } } },
      resolve: (company) => company.users.length,
    }),
  }),
});
