// The audit events of an admin edit (docs/specification.md section 3, Audit event): which of returner,
// returner company, transport company, address and drums changed, each with what it was and
// what it became; drums as added, removed and modified lines. Pure: the service writes them.
import type { AuditEventType } from './statuses';

type DrumLineState = { drumSpecId: number; name: string; quantity: number };

export type EditedRequestState = {
  userId: number | null;
  userName: string | null;
  returnerCompanyId: number | null;
  returnerCompanyName: string | null;
  assignedTransportCompanyId: number | null;
  assignedTransportCompanyName: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  drums: readonly DrumLineState[];
};

export type AuditEventDraft = {
  eventType: Exclude<AuditEventType, 'status_changed'>;
  eventDetails: Record<string, unknown>;
};

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name });

/** The events an edit from `before` to `after` writes, in a fixed order; none when nothing changed. */
export function auditEventsForEdit(before: EditedRequestState, after: EditedRequestState): AuditEventDraft[] {
  const events: AuditEventDraft[] = [];
  const adminEdit = true;
  if (before.returnerCompanyId !== after.returnerCompanyId)
    events.push({
      eventType: 'returner_company_changed',
      eventDetails: {
        adminEdit,
        before: named(before.returnerCompanyId, before.returnerCompanyName),
        after: named(after.returnerCompanyId, after.returnerCompanyName),
      },
    });
  if (before.userId !== after.userId)
    events.push({
      eventType: 'returner_changed',
      eventDetails: {
        adminEdit,
        before: named(before.userId, before.userName),
        after: named(after.userId, after.userName),
      },
    });
  if (before.assignedTransportCompanyId !== after.assignedTransportCompanyId)
    events.push({
      eventType: 'transport_company_changed',
      eventDetails: {
        adminEdit,
        before: named(before.assignedTransportCompanyId, before.assignedTransportCompanyName),
        after: named(after.assignedTransportCompanyId, after.assignedTransportCompanyName),
      },
    });
  if (before.address !== after.address || before.latitude !== after.latitude || before.longitude !== after.longitude)
    events.push({
      eventType: 'address_changed',
      eventDetails: {
        adminEdit,
        before: { address: before.address, latitude: before.latitude, longitude: before.longitude },
        after: { address: after.address, latitude: after.latitude, longitude: after.longitude },
      },
    });
  const drums = drumChanges(before.drums, after.drums);
  if (drums.added.length || drums.removed.length || drums.modified.length)
    events.push({ eventType: 'drums_modified', eventDetails: { adminEdit, ...drums } });
  return events;
}

/** Lines compared by drum specification: new ones added, gone ones removed, other quantities modified. */
function drumChanges(before: readonly DrumLineState[], after: readonly DrumLineState[]) {
  const total = (lines: readonly DrumLineState[]) => {
    const bySpec = new Map<number, DrumLineState>();
    for (const line of lines) {
      const seen = bySpec.get(line.drumSpecId);
      bySpec.set(line.drumSpecId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    }
    return bySpec;
  };
  const was = total(before);
  const now = total(after);
  const added = [...now.values()].filter((line) => !was.has(line.drumSpecId));
  const removed = [...was.values()].filter((line) => !now.has(line.drumSpecId));
  const modified = [...now.values()]
    .filter((line) => was.has(line.drumSpecId) && was.get(line.drumSpecId)!.quantity !== line.quantity)
    .map((line) => ({
      drumSpecId: line.drumSpecId,
      name: line.name,
      before: was.get(line.drumSpecId)!.quantity,
      after: line.quantity,
    }));
  return { added, removed, modified };
}
