// An admin's changes to accounts (docs/specification.md sections 2, 5, 7): create, edit, approve, reject, mark
// reviewed, delete. The one write path for users: GraphQL's mutations and the users sheet import
// both come here, so an approval always mails and notifies, and assigning a returner company
// always takes the user's company-less requests along.
import { en } from '../domain/i18n/en';
import type { Locale } from '../domain/i18n/locales';
import { notice } from '../domain/i18n/notice';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pickupRequests, returnerCompanies, users } from '../db/schema';
import { AppError, enforce, ValidationError } from '../domain/errors';
import { selfChangeRefusal } from '../domain/users';
import type { CreateUserData, UpdateUserData } from '../domain/validation/masterData';
import type { AppServices } from './appServices';
import { hashPassword } from './auth/passwords';
import { deleteUserSessions } from './auth/sessions';
import { enqueueMail } from './mail/outbox';
import { approvalMail } from './mail/templates';
import { type CreatedNotification, notifyUsers, publishNotifications } from './notifications';
import { isPerson } from './people';
import { announceAccessChange } from './pubsub';

export const USER_MESSAGES = en.errors.users;

export type UserServices = Pick<AppServices, 'db' | 'config' | 'outbox' | 'pubsub'>;

/** An edit's values; a users sheet row also carries the registration's company fields. */
export type UserChange = UpdateUserData & { company?: string | null; companyOrgNumber?: string | null };

/** An account made by an admin: verified at once (the admin vouches for the address) and reviewed. */
export async function createUser(services: Pick<UserServices, 'db'>, data: CreateUserData): Promise<number> {
  await checkUserReferences(services.db, data);
  const passwordHash = await hashPassword(data.password);
  const { password: _password, ...fields } = data;
  const [user] = await services.db
    .insert(users)
    .values({ ...fields, passwordHash, reviewed: true, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return user.id;
}

/** An admin's edit of an account (see changeUser), checked and written in its own transaction. */
export async function updateUser(services: UserServices, actorId: number, id: number, data: UserChange) {
  enforce(selfChangeRefusal(actorId, id, data));
  await checkUserReferences(services.db, data, id);
  const created = await services.db.transaction((tx) => changeUser(tx, services.config.appUrl, actorId, id, data));
  announceUserChanges(services, created, [id]);
}

/**
 * Writes an admin's change to an account in the caller's transaction: the edit also counts as
 * reviewing it; the user's company-less requests join an assigned returner company; a
 * deactivated account's sessions end; a first approval queues the approval mail and notification.
 * Returns the notifications to publish once the transaction commits (announceUserChanges).
 */
export async function changeUser(
  tx: Executor,
  appUrl: string,
  actorId: number,
  id: number,
  data: UserChange,
): Promise<CreatedNotification[]> {
  enforce(selfChangeRefusal(actorId, id, data));
  const [stored] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isPerson))
    .for('update');
  if (!stored) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  await tx
    .update(users)
    .set({ ...data, reviewed: true, updatedAt: new Date() })
    .where(eq(users.id, id));
  if (data.returnerCompanyId !== null) await adoptRequests(tx, id, data.returnerCompanyId);
  if (!data.active) await deleteUserSessions(tx, id);
  return data.approved && !stored.approved ? queueApproval(tx, appUrl, { ...stored, ...data }) : [];
}

/**
 * Whose company an approval makes a returner: a chosen one, one made now from the registration's
 * name and number, or, with no choice, the company with the registration's organization number.
 */
export type ApprovalCompanyChoice = { returnerCompanyId?: number | null; createCompany?: boolean | null };

const APPROVAL_MESSAGES = en.errors.approval;

/**
 * The returner company with this organization number (the oldest, should several share it): the
 * one a registration belongs to. Registration itself never joins it (anyone can type a number);
 * an admin's approval does.
 */
export async function matchingReturnerCompany(db: Executor, organizationNumber: string | null) {
  if (!organizationNumber) return undefined;
  return db.query.returnerCompanies.findFirst({
    columns: { id: true, name: true },
    where: { organizationNumber },
    orderBy: { id: 'asc' },
  });
}

/**
 * Approves (and reviews) an account and tells its owner, by notification and mail, the first
 * time. A returner joins the company of its choice (see ApprovalCompanyChoice), and its
 * company-less requests with it.
 */
export async function approveUser(
  services: UserServices,
  id: number,
  choice: ApprovalCompanyChoice = {},
): Promise<void> {
  const chosenId = choice.returnerCompanyId ?? null;
  if (chosenId !== null && choice.createCompany)
    throw new AppError('VALIDATION_ERROR', APPROVAL_MESSAGES.oneChoice, 'createCompany');
  const created = await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isPerson))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    const companyId = await approvalCompany(tx, before, chosenId, choice.createCompany ?? false);
    await tx
      .update(users)
      .set({ approved: true, reviewed: true, returnerCompanyId: companyId, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (companyId !== null) await adoptRequests(tx, id, companyId);
    return before.approved ? [] : queueApproval(tx, services.config.appUrl, before);
  });
  announceUserChanges(services, created, [id]);
}

/** The returner company an approval leaves the account in (see approveUser). */
async function approvalCompany(
  tx: Executor,
  user: typeof users.$inferSelect,
  chosenId: number | null,
  createCompany: boolean,
): Promise<number | null> {
  const field = createCompany ? 'createCompany' : 'returnerCompanyId';
  if ((chosenId !== null || createCompany) && user.role !== 'returner')
    throw new AppError('VALIDATION_ERROR', APPROVAL_MESSAGES.onlyReturners, field);
  if (chosenId !== null) {
    const chosen = await tx.query.returnerCompanies.findFirst({ columns: { id: true }, where: { id: chosenId } });
    if (!chosen) throw new AppError('VALIDATION_ERROR', USER_MESSAGES.returnerCompanyNotFound, field);
    return chosen.id;
  }
  if (createCompany) {
    if (!user.company || !user.companyOrgNumber)
      throw new AppError('VALIDATION_ERROR', APPROVAL_MESSAGES.noRegistrationCompany, field);
    const [company] = await tx
      .insert(returnerCompanies)
      .values({ name: user.company, organizationNumber: user.companyOrgNumber })
      .returning({ id: returnerCompanies.id });
    return company.id;
  }
  if (user.role !== 'returner' || user.returnerCompanyId !== null) return user.returnerCompanyId;
  return (await matchingReturnerCompany(tx, user.companyOrgNumber))?.id ?? null;
}

/** Requests the user made before belonging to a company join the company with them. */
async function adoptRequests(tx: Executor, userId: number, companyId: number): Promise<void> {
  await tx
    .update(pickupRequests)
    .set({ returnerCompanyId: companyId })
    .where(and(eq(pickupRequests.userId, userId), isNull(pickupRequests.returnerCompanyId)));
}

/** Rejects a pending registration: the account is deleted permanently. */
export async function rejectUser(
  services: Pick<UserServices, 'db' | 'pubsub'>,
  actorId: number,
  id: number,
): Promise<void> {
  enforce(selfChangeRefusal(actorId, id, 'reject'));
  await services.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, approved: users.approved, role: users.role })
      .from(users)
      .where(and(eq(users.id, id), isPerson))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    if (user.approved || user.role === 'admin') throw new AppError('CONFLICT', USER_MESSAGES.notPending);
    await tx.delete(users).where(eq(users.id, id));
  });
  announceAccessChange(services.pubsub, id);
}

/**
 * Mark as Reviewed approves the account (docs/specification.md section 4: "pending to approved via approve, edit
 * or mark reviewed"), with the same mail and notification as Approve.
 */
export async function markUserReviewed(services: UserServices, id: number): Promise<void> {
  await approveUser(services, id);
}

/** Deletes the account; its requests stay, without a requester. */
export async function deleteUser(
  services: Pick<UserServices, 'db' | 'pubsub'>,
  actorId: number,
  id: number,
): Promise<void> {
  enforce(selfChangeRefusal(actorId, id, 'delete'));
  const [deleted] = await services.db
    .delete(users)
    .where(and(eq(users.id, id), isPerson))
    .returning({ id: users.id });
  if (!deleted) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  announceAccessChange(services.pubsub, id);
}

/** The email is free and the chosen companies exist, else a field error. */
async function checkUserReferences(
  db: Executor,
  data: { email: string; returnerCompanyId: number | null; transportCompanyId: number | null },
  ownId?: number,
): Promise<void> {
  const issues: { field: string; message: string }[] = [];
  const holder = await db.query.users.findFirst({ columns: { id: true }, where: { email: data.email } });
  if (holder && holder.id !== ownId) issues.push({ field: 'email', message: USER_MESSAGES.emailTaken });
  if (
    data.returnerCompanyId !== null &&
    !(await db.query.returnerCompanies.findFirst({ columns: { id: true }, where: { id: data.returnerCompanyId } }))
  ) {
    issues.push({ field: 'returnerCompanyId', message: USER_MESSAGES.returnerCompanyNotFound });
  }
  if (
    data.transportCompanyId !== null &&
    !(await db.query.transportCompanies.findFirst({ columns: { id: true }, where: { id: data.transportCompanyId } }))
  ) {
    issues.push({ field: 'transportCompanyId', message: USER_MESSAGES.transportCompanyNotFound });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

/** After the changes committed: send the queued mail now and publish the notifications. */
/**
 * After the commit: the notifications go out, and the changed users' open subscriptions check
 * their access at once (a deactivation, a new role or company ends them on every instance).
 */
export function announceUserChanges(
  services: Pick<UserServices, 'outbox' | 'pubsub'>,
  created: CreatedNotification[],
  changedUserIds: readonly number[] = [],
) {
  for (const userId of changedUserIds) announceAccessChange(services.pubsub, userId);
  if (created.length === 0) return;
  services.outbox.kick();
  publishNotifications(services, created);
}

/** In the approving transaction: an in-app notification and a mail to the account's owner. */
async function queueApproval(
  tx: Executor,
  appUrl: string,
  user: { id: number; name: string; email: string; locale: Locale },
) {
  await enqueueMail(tx, user.email, approvalMail(user.name, appUrl, user.locale));
  return notifyUsers(tx, [user.id], notice('approved'), 'approval');
}
