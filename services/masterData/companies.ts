// Returner companies, transport companies with the zones they serve, and their contacts: every
// change the admin department makes to them. Each call validates its input once, here, so
// GraphQL and REST (which runs GraphQL) cannot differ.
import { en } from '../../domain/i18n/en';
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
import { parseInput, parseUpdate } from '../../domain/validation/parse';
import {
  ContactSchema,
  ReturnerCompanySchema,
  TransportCompanySchema,
  type TransportCompanyData,
} from '../../domain/validation/masterData';
import type { AppServices } from '../appServices';
import { evaluateAllZones } from '../routeDispatch';

export const RETURNER_COMPANY_MESSAGES = en.errors.returnerCompanies;

export const TRANSPORT_COMPANY_MESSAGES = en.errors.transportCompanies;

type Services = Pick<AppServices, 'db' | 'config' | 'outbox'>;

export async function createReturnerCompany(db: Executor, input: unknown): Promise<number> {
  const data = parseInput(ReturnerCompanySchema, input);
  const [company] = await db.insert(returnerCompanies).values(data).returning({ id: returnerCompanies.id });
  return company.id;
}

export async function updateReturnerCompany(db: Executor, id: number, changes: object): Promise<number> {
  const stored = await db.query.returnerCompanies.findFirst({ where: { id } });
  if (!stored) throw new AppError('NOT_FOUND', RETURNER_COMPANY_MESSAGES.notFound);
  const data = parseUpdate(ReturnerCompanySchema, stored, changes);
  await db.update(returnerCompanies).set(data).where(eq(returnerCompanies.id, id));
  return id;
}

/** Its users and requests stay, without a company. */
export async function deleteReturnerCompany(db: Executor, id: number): Promise<void> {
  const [deleted] = await db
    .delete(returnerCompanies)
    .where(eq(returnerCompanies.id, id))
    .returning({ id: returnerCompanies.id });
  if (!deleted) throw new AppError('NOT_FOUND', RETURNER_COMPANY_MESSAGES.notFound);
}

export async function createTransportCompany(services: Services, input: unknown): Promise<number> {
  const { servedZones, ...fields } = parseInput(TransportCompanySchema, input);
  const id = await services.db.transaction(async (tx) => {
    const [company] = await tx.insert(transportCompanies).values(fields).returning({ id: transportCompanies.id });
    await replaceServedZones(tx, company.id, servedZones);
    return company.id;
  });
  // A new served zone or threshold may be reached already.
  await evaluateAllZones(services);
  return id;
}

export async function updateTransportCompany(services: Services, id: number, changes: object): Promise<number> {
  const stored = await services.db.query.transportCompanies.findFirst({ where: { id } });
  if (!stored) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
  const { servedZones, ...fields } = parseUpdate(TransportCompanySchema, stored, changes);
  await services.db.transaction(async (tx) => {
    await tx.update(transportCompanies).set(fields).where(eq(transportCompanies.id, id));
    await replaceServedZones(tx, id, servedZones);
  });
  await evaluateAllZones(services);
  return id;
}

/** Its contacts and served zones go with it; its users and requests stay, without a company. */
export async function deleteTransportCompany(db: Executor, id: number): Promise<void> {
  const [deleted] = await db
    .delete(transportCompanies)
    .where(eq(transportCompanies.id, id))
    .returning({ id: transportCompanies.id });
  if (!deleted) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
}

export async function createTransportCompanyContact(
  db: Executor,
  transportCompanyId: number,
  input: unknown,
): Promise<number> {
  const data = parseInput(ContactSchema, input);
  const company = await db.query.transportCompanies.findFirst({
    columns: { id: true },
    where: { id: Number.isSafeInteger(transportCompanyId) ? transportCompanyId : -1 },
  });
  if (!company) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.notFound);
  const [contact] = await db
    .insert(transportCompanyContacts)
    .values({ ...data, transportCompanyId: company.id })
    .returning({ id: transportCompanyContacts.id });
  return contact.id;
}

export async function updateTransportCompanyContact(db: Executor, id: number, changes: object): Promise<number> {
  const stored = await db.query.transportCompanyContacts.findFirst({ where: { id } });
  if (!stored) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.contactNotFound);
  const data = parseUpdate(ContactSchema, stored, changes);
  await db.update(transportCompanyContacts).set(data).where(eq(transportCompanyContacts.id, id));
  return id;
}

export async function deleteTransportCompanyContact(db: Executor, id: number): Promise<void> {
  const [deleted] = await db
    .delete(transportCompanyContacts)
    .where(eq(transportCompanyContacts.id, id))
    .returning({ id: transportCompanyContacts.id });
  if (!deleted) throw new AppError('NOT_FOUND', TRANSPORT_COMPANY_MESSAGES.contactNotFound);
}

/** Replaces the zones a company serves (when a list was sent); unknown zones are a field error. */
async function replaceServedZones(
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
