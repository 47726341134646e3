// The admin's own writes to pickup requests (docs/specification.md sections 2, 4 and 6): a request made on a
// returner's behalf, submitted at once, and Admin Edit of any request not collected or cancelled,
// whose owner and transport company change too and whose every change is written to the audit
// trail in the same transaction. The returner's rules and pieces (services/pickupRequests.ts)
// otherwise.
import { en } from '../domain/i18n/en';
import type { Executor } from '../db/client';
import { auditEvents } from '../db/schema';
import { auditEventsForEdit, type EditedRequestState } from '../domain/auditDiff';
import { AppError, ValidationError } from '../domain/errors';
import { transportCompanyEditable } from '../domain/pickupAccess';
import { imageCountIssue } from '../domain/validation/pickupRequest';
import type { UserRow } from './auth/sessions';
import {
  checkDrumSpecs,
  type DetailsInput,
  insertPickupRequest,
  mergedDetails,
  parseDetails,
  type PickupCall,
  requestForEdit,
  writeEdit,
} from './pickupRequests';
import { pickupViewer } from './pickupVisibility';

const ADMIN_PICKUP_MESSAGES = en.errors.adminPickups;

type AdminCall = PickupCall & { viewer: UserRow };

/** Whose request it is; on an edit, a key left out (undefined) keeps what the request holds. */
export type RequestOwner = {
  returnerCompanyId?: number | null;
  userId?: number | null;
  assignedTransportCompanyId?: number | null;
};

/** A submitted request on behalf of a returner of the company, with up to 6 images (none is fine). */
export async function adminCreatePickupRequest(
  ctx: AdminCall,
  input: DetailsInput & { returnerCompanyId: number; userId: number; assignedTransportCompanyId: number | null },
  images: readonly File[],
): Promise<number> {
  const details = parseDetails(input);
  // Images may follow over POST /api/pickup-requests/{id}/images (docs/specification.md section 7).
  const imageIssue = images.length > 0 ? imageCountIssue(0, images.length, true) : null;
  if (imageIssue) throw new ValidationError([{ field: 'images', message: imageIssue }]);
  await checkOwner(ctx.db, input.returnerCompanyId, input.userId);
  await checkTransportCompany(ctx.db, input.assignedTransportCompanyId);
  await checkDrumSpecs(ctx, pickupViewer(ctx)!, details.drums);
  return insertPickupRequest(ctx, details, images, {
    userId: input.userId,
    returnerCompanyId: input.returnerCompanyId,
    createdByAdminId: ctx.viewer.id,
    assignedTransportCompanyId: input.assignedTransportCompanyId,
    submitted: true,
  });
}

/** Admin Edit: what is given over what the request holds, with the audit events of each change. */
export async function adminUpdatePickupRequest(
  ctx: AdminCall,
  id: number,
  input: DetailsInput & RequestOwner,
): Promise<void> {
  const existing = await requestForEdit(ctx, id);
  const companyId = input.returnerCompanyId === undefined ? existing.returnerCompanyId : input.returnerCompanyId;
  // docs/specification.md section 4: changing the company resets the user to none, unless one is given.
  const userId =
    input.userId !== undefined ? input.userId : companyId !== existing.returnerCompanyId ? null : existing.userId;
  const transportCompanyId =
    input.assignedTransportCompanyId === undefined
      ? existing.assignedTransportCompanyId
      : input.assignedTransportCompanyId;
  const transportCompanyChanged = transportCompanyId !== existing.assignedTransportCompanyId;
  if (transportCompanyChanged && !transportCompanyEditable(existing.status))
    throw new ValidationError([
      { field: 'assignedTransportCompanyId', message: ADMIN_PICKUP_MESSAGES.transportCompanyOnlyWhenScheduled },
    ]);
  await checkOwner(ctx.db, companyId, userId);
  await checkTransportCompany(ctx.db, transportCompanyId);
  const details = mergedDetails(input, existing);
  await checkDrumSpecs(ctx, pickupViewer(ctx)!, details.drums);
  const before = (await editedState(ctx.db, id))!;
  await writeEdit(ctx, existing, details, {
    drumsGiven: input.drums !== undefined && input.drums !== null,
    columns: {
      userId,
      returnerCompanyId: companyId,
      assignedTransportCompanyId: transportCompanyId,
      // A contact belongs to its company: a new company has none chosen yet.
      ...(transportCompanyChanged ? { assignedContactPersonId: null } : {}),
    },
    // The trail is written with the change: both stand or neither.
    within: async (tx) => {
      const events = auditEventsForEdit(before, (await editedState(tx, id))!);
      if (events.length)
        await tx
          .insert(auditEvents)
          .values(events.map((event) => ({ ...event, pickupRequestId: id, userId: ctx.viewer.id })));
    },
  });
}

/** The returner company and its user must exist and belong together (400 naming the field). */
async function checkOwner(db: Executor, companyId: number | null, userId: number | null) {
  if (companyId !== null) {
    const company = await db.query.returnerCompanies.findFirst({ where: { id: companyId }, columns: { id: true } });
    if (!company) throw new AppError('NOT_FOUND', 'Returner company not found', 'returnerCompanyId');
  }
  if (userId === null) return;
  const user = await db.query.users.findFirst({
    where: { id: userId },
    columns: { id: true, role: true, returnerCompanyId: true },
  });
  if (!user) throw new AppError('NOT_FOUND', 'User not found', 'userId');
  if (user.role !== 'returner')
    throw new ValidationError([{ field: 'userId', message: ADMIN_PICKUP_MESSAGES.userNotReturner }]);
  if (user.returnerCompanyId !== companyId)
    throw new ValidationError([{ field: 'userId', message: ADMIN_PICKUP_MESSAGES.userNotInCompany }]);
}

async function checkTransportCompany(db: Executor, id: number | null) {
  if (id === null) return;
  const company = await db.query.transportCompanies.findFirst({ where: { id }, columns: { id: true } });
  if (!company) throw new AppError('NOT_FOUND', 'Transport company not found', 'assignedTransportCompanyId');
}

/** What the audit trail compares: owner, transport company, address and drum lines with names. */
async function editedState(db: Executor, id: number): Promise<EditedRequestState | null> {
  const row = await db.query.pickupRequests.findFirst({
    where: { id },
    with: {
      user: { columns: { name: true } },
      returnerCompany: { columns: { name: true } },
      assignedTransportCompany: { columns: { name: true } },
      drums: { orderBy: { id: 'asc' }, with: { drumSpec: { columns: { name: true } } } },
    },
  });
  if (!row) return null;
  return {
    userId: row.userId,
    userName: row.user?.name ?? null,
    returnerCompanyId: row.returnerCompanyId,
    returnerCompanyName: row.returnerCompany?.name ?? null,
    assignedTransportCompanyId: row.assignedTransportCompanyId,
    assignedTransportCompanyName: row.assignedTransportCompany?.name ?? null,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    drums: row.drums.map((line) => ({
      drumSpecId: line.drumSpecId,
      name: line.drumSpec?.name ?? '',
      quantity: line.quantity,
    })),
  };
}
