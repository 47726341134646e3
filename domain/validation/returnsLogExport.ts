// The Returns Log export's filters: GET /api/pickup-requests/export-excel?status=...
// &createdFrom=YYYY-MM-DD&createdTo=YYYY-MM-DD, and now every filter of the list on
// screen (domain/pickupListFilter.ts), so the file holds exactly the rows the admin sees.
import { PickupListFilterSchema, type PickupListFilter } from '../pickupListFilter';

export const ReturnsLogFilterSchema = PickupListFilterSchema;

export type ReturnsLogFilter = PickupListFilter;
