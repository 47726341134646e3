import { EMPTY_PICKUP_FORM, type PickupFormValues, sameForm } from './form';

/** docs/specification.md section 4: a new request's form is dirty with form changes or added images. */
export function newRequestIsDirty(values: PickupFormValues, addedImages: number): boolean {
  return !sameForm(values, EMPTY_PICKUP_FORM) || addedImages > 0;
}

/**
 * Whether a navigation asks 'Unsaved Changes': only one to another page (a query string of the
 * same page, such as a tab, leaves the form where it is), and only while `unsaved` says so, read
 * when the navigation starts (a save that navigates away switches it off first).
 */
export function asksBeforeLeaving(
  current: { pathname: string },
  next: { pathname: string },
  unsaved: () => boolean,
): boolean {
  return current.pathname !== next.pathname && unsaved();
}
