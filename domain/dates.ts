// The spec's date formats (docs/specification.md sections 2 and 4), in one place for every screen: a moment as
// 'MMM d, yyyy HH:mm' (24-hour), a day as 'MMM d, yyyy', a timeline day as 'MMMM d'.
import { format } from 'date-fns';

type When = Date | string | number;
const asDate = (when: When) => (when instanceof Date ? when : new Date(when));

/** 'Nov 23, 2026 14:05' */
export const formatDateTime = (when: When) => format(asDate(when), 'MMM d, yyyy HH:mm');
/** 'Nov 23, 2026' */
export const formatDay = (when: When) => format(asDate(when), 'MMM d, yyyy');
/** 'November 23' (status timelines) */
export const formatTimelineDay = (when: When) => format(asDate(when), 'MMMM d');
/** 'Nov 29 09:30' (history sentences) */
export const formatShortDateTime = (when: When) => format(asDate(when), 'MMM d HH:mm');
