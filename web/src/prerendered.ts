/**
 * A signed-out page can arrive with its screen already in it (web/src/prerender.tsx, marked
 * `data-prerendered` on the root), painted before the JavaScript. The app then renders the same
 * screen over it: whatever the visitor typed, ticked or focused meanwhile is taken from the
 * prerendered fields and given to the app's, which sit in the same order.
 */

const FIELDS = 'input, textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Carried = {
  /** By the field's place among the root's fields: the value or tick the visitor changed. */
  changed: Map<number, { value: string; checked: boolean }>;
  /** The field that had the focus, with its caret. */
  focused: { index: number; start: number | null; end: number | null } | null;
};

export function isPrerendered(root: HTMLElement): boolean {
  return root.dataset.prerendered !== undefined;
}

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>(FIELDS)];

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function isChanged(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** What the visitor did to the prerendered fields; read just before the app replaces them. */
export function takeFields(root: HTMLElement): Carried {
  const fields = fieldsOf(root);
  const changed = new Map<number, { value: string; checked: boolean }>();
  fields.forEach((field, index) => {
    if (isChanged(field)) changed.set(index, { value: field.value, checked: isToggle(field) && field.checked });
  });
  const index = fields.findIndex((field) => field === document.activeElement);
  const focused =
    index < 0
      ? null
      : {
          index,
          start: 'selectionStart' in fields[index] ? safeSelection(fields[index], 'selectionStart') : null,
          end: 'selectionEnd' in fields[index] ? safeSelection(fields[index], 'selectionEnd') : null,
        };
  return { changed, focused };
}

/** An email field has no caret to read: reading it throws. */
function safeSelection(field: Field, key: 'selectionStart' | 'selectionEnd'): number | null {
  try {
    return (field as HTMLInputElement)[key];
  } catch {
    return null;
  }
}

/**
 * Gives the app's fields what was taken. The value goes in through the element's own setter and an
 * input (or change) event, as typing would, so React's onChange keeps the form's state in step.
 */
export function restoreFields(root: HTMLElement, carried: Carried): void {
  const fields = fieldsOf(root);
  for (const [index, was] of carried.changed) {
    const field = fields[index];
    if (!field) continue;
    if (isToggle(field)) {
      if (field.checked !== was.checked) field.click();
      continue;
    }
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, was.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  const focused = carried.focused && fields[carried.focused.index];
  if (!focused || !carried.focused) return;
  focused.focus();
  const { start, end } = carried.focused;
  if (start !== null && end !== null && !(focused instanceof HTMLSelectElement)) {
    try {
      focused.setSelectionRange(start, end);
    } catch {
      // A field type without a caret (email): the focus is enough.
    }
  }
}
