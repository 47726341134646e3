// The Returns Log export's filters (issue 16): GET /api/pickup-requests/export-excel?status=...
// &createdFrom=YYYY-MM-DD&createdTo=YYYY-MM-DD. Shared by the GraphQL check and the REST call.
import { z } from 'zod';
import { PICKUP_STATUSES, type PickupStatus } from '../statuses';

export const RETURNS_LOG_MESSAGES = {
  status: `Status must be one of: ${PICKUP_STATUSES.join(', ')}`,
  date: 'Date must be a day as YYYY-MM-DD',
  range: 'createdFrom must not be after createdTo',
} as const;

const day = z
  .string({ error: RETURNS_LOG_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, RETURNS_LOG_MESSAGES.date)
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    RETURNS_LOG_MESSAGES.date,
  );

export const ReturnsLogFilterSchema = z
  .object({
    statuses: z
      .array(z.enum(PICKUP_STATUSES, { error: RETURNS_LOG_MESSAGES.status }))
      .max(PICKUP_STATUSES.length * 2)
      .optional(),
    createdFrom: day.optional(),
    createdTo: day.optional(),
  })
  .refine((filter) => !filter.createdFrom || !filter.createdTo || filter.createdFrom <= filter.createdTo, {
    message: RETURNS_LOG_MESSAGES.range,
    path: ['createdFrom'],
  });

export type ReturnsLogFilter = { statuses?: readonly PickupStatus[]; createdFrom?: string; createdTo?: string };

/** The moments a filter spans: from the start of createdFrom to the end of createdTo (UTC days). */
export function createdRange(filter: ReturnsLogFilter): { from?: Date; before?: Date } {
  const next = (text: string) => new Date(Date.parse(`${text}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  return {
    from: filter.createdFrom ? new Date(`${filter.createdFrom}T00:00:00Z`) : undefined,
    before: filter.createdTo ? next(filter.createdTo) : undefined,
  };
}
