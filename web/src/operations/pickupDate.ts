import { format } from 'date-fns';
import { formatDateTime } from '../format';

/**
 * Pickup dates are stored in UTC and picked and shown in the viewer's time zone (the browser's):
 * a date and time picked in Stockholm is that moment everywhere, and shows as that day there.
 */

/** The instant of a date (yyyy-MM-dd) and time (HH:mm) picked in the viewer's zone, as ISO UTC. */
export function pickedToIso(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}

/** The picker's date and time for a stored instant, in the viewer's zone. */
export function isoToPicked(iso: string): { date: string; time: string } {
  const instant = new Date(iso);
  return { date: format(instant, 'yyyy-MM-dd'), time: format(instant, 'HH:mm') };
}

/** Today in the viewer's zone (the earliest date the picker offers). */
export function todayPicked(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** A pickup date as shown on cards: 'MMM d, yyyy HH:mm' in the viewer's zone and language. */
export function showPickupDate(iso: string): string {
  return formatDateTime(iso);
}
