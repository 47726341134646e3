import type { Page } from '@playwright/test';

/**
 * What a visible toast or notification banner covers: a form field, a dialog's
 * title, text or controls, or a nav. Compared by bounding boxes; the part of a field scrolled
 * under the sticky top bar is out of sight and does not count.
 */
export function overlayCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlays = document.querySelectorAll<HTMLElement>(
      'section[aria-label="Notifications (F8)"] li, section[aria-label="Notifications"] [role="status"]',
    );
    const covered = document.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, [role="combobox"], nav, ' +
        '[id^="headlessui-dialog-panel"] :is(h1, h2, h3, p, button, a, label)',
    );
    const header = document.querySelector('header');
    const hiddenAbove =
      header && getComputedStyle(header).position === 'sticky' && header.getBoundingClientRect().top <= 0
        ? header.getBoundingClientRect().bottom
        : 0;
    const found: string[] = [];
    for (const overlay of overlays) {
      const a = overlay.getBoundingClientRect();
      if (a.width < 1 || a.height < 1) continue;
      // An overlay in the page behind an open dialog (inert) is under the dialog's backdrop: the dialog covers it.
      if (overlay.closest('[inert], [aria-hidden="true"]')) continue;
      for (const element of covered) {
        if (overlay.contains(element) || element.contains(overlay)) continue;
        if (element.closest('[inert], [aria-hidden="true"]')) continue;
        const b = element.getBoundingClientRect();
        const top = Math.max(b.top, element.closest('nav, [id^="headlessui-dialog-panel"]') ? b.top : hiddenAbove);
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, top);
        if (b.width > 1 && b.height > 1 && overlapX > 1 && overlapY > 1) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
          found.push(
            `"${(overlay.textContent ?? '').trim().slice(0, 30)}" covers ${element.tagName.toLowerCase()} "${name}"`,
          );
        }
      }
    }
    return found;
  });
}

/** Shows a toast on the page as the app would (ToastProvider's TOAST_EVENT). */
export async function raiseToast(page: Page, title: string, description: string): Promise<void> {
  await page.evaluate(
    ([t, d]) => window.dispatchEvent(new CustomEvent('drum-returns:toast', { detail: { title: t, description: d } })),
    [title, description],
  );
}
