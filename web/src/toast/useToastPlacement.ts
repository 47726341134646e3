import { type RefObject, useLayoutEffect, useState } from 'react';
import { type Box, toastTop } from './toastPlacement';

// The DOM's side of toastPlacement.ts: what a toast must not cover on the screen as it is now,
// and where an open dialog takes its toasts in.

const FIELDS = 'input:not([type="hidden"]), textarea, select, [role="combobox"], [contenteditable="true"]';
const DIALOG_PANELS = '[id^="headlessui-dialog-panel"]';
/** The page's title: a toast over it hides where the user is. */
const PAGE_TITLE = 'h1';
/** The page's navs (a list's tabs, the header's links): a toast over them hides a way on. */
const NAVS = 'nav';
/** ModalDialog and LargeModal keep a place for a toast in their own flow, where it covers nothing. */
const DIALOG_TOAST_SLOT = '[data-toast-slot]';
const GAP_PX = 8;

export type ToastPlace = { slot: HTMLElement } | { slot: null; top: number };

/**
 * While a toast shows (`active`): in the open dialog's slot, or fixed at a height where it
 * covers no field, dialog or nav, followed as the screen changes (a dialog opens, the
 * page scrolls, a field appears).
 */
export function useToastPlacement(active: boolean, toast: RefObject<HTMLElement | null>): ToastPlace | null {
  const [place, setPlace] = useState<ToastPlace | null>(null);
  useLayoutEffect(() => {
    if (!active) {
      setPlace(null);
      return;
    }
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      setPlace((before) => {
        const next = measure(toast.current);
        return samePlace(before, next) ? before : next;
      });
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    document.addEventListener('focusin', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
      document.removeEventListener('focusin', later);
    };
  }, [active, toast]);
  // Where it stood may have been measured while the toast was elsewhere: in a dialog's slot that
  // has just gone, out of the document and of no height. Measured again where it now stands,
  // before the screen shows it, so it never shows for a frame over the nav it was to clear.
  useLayoutEffect(() => {
    if (!place || place.slot) return;
    const next = measure(toast.current);
    if (!samePlace(place, next)) setPlace(next);
  }, [place, toast]);
  return place;
}

function measure(toast: HTMLElement | null): ToastPlace {
  const slots = document.querySelectorAll<HTMLElement>(DIALOG_TOAST_SLOT);
  const slot = slots[slots.length - 1];
  if (slot) return { slot };
  const column = toast?.getBoundingClientRect();
  const nav = bottomNavTop();
  const { top } = toastTop({
    toast: { left: column?.left ?? 0, right: column?.right ?? window.innerWidth, height: column?.height ?? 0 },
    ceiling: GAP_PX,
    floor: (nav ?? window.innerHeight) - GAP_PX,
    obstacles: obstacles(toast),
    gap: GAP_PX,
  });
  return { slot: null, top };
}

const samePlace = (a: ToastPlace | null, b: ToastPlace) =>
  !!a && a.slot === b.slot && (a.slot !== null || (b.slot === null && 'top' in a && a.top === b.top));

/** The top of the phone's bottom nav (a fixed <nav>), if one shows. */
function bottomNavTop(): number | null {
  for (const nav of document.querySelectorAll('nav')) {
    if (getComputedStyle(nav).position !== 'fixed') continue;
    const box = nav.getBoundingClientRect();
    if (box.height > 0 && box.bottom >= window.innerHeight - 1) return box.top;
  }
  return null;
}

/**
 * Visible fields, the page's title, its navs and open dialog panels. A field behind an open dialog (inert) is out of reach
 * anyway, and the part of a field scrolled under a sticky top bar cannot be seen.
 */
function obstacles(toast: HTMLElement | null): Box[] {
  const hiddenAbove = stickyTopBarBottom();
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`${FIELDS}, ${DIALOG_PANELS}, ${PAGE_TITLE}, ${NAVS}`)) {
    if (toast?.contains(element) || element.closest('[inert], [aria-hidden="true"]')) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || box.bottom <= hiddenAbove || box.top >= window.innerHeight) continue;
    boxes.push({ top: Math.max(box.top, hiddenAbove), bottom: box.bottom, left: box.left, right: box.right });
  }
  return boxes;
}

function stickyTopBarBottom(): number {
  const header = document.querySelector('header');
  if (!header || getComputedStyle(header).position !== 'sticky') return 0;
  const box = header.getBoundingClientRect();
  return box.top <= 0 ? box.bottom : 0;
}
