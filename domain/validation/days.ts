// A calendar day as the API takes it: YYYY-MM-DD, a day that exists (UTC, docs/decisions.md).
import { en } from '../i18n/en';

export const DAY_MESSAGE = en.errors.days.day;

/** True for a real day written as YYYY-MM-DD ('2026-02-30' is not one). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const moment = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(moment) && new Date(moment).toISOString().startsWith(text);
}
