import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { type ReactNode, useEffect, useRef } from 'react';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons in the footer. */
  actions?: ReactNode;
  /**
   * False for a form: a click outside does not close it (and so throw away what was typed);
   * Escape and the dialog's own buttons still do.
   */
  closeOnOutsideClick?: boolean;
};

/**
 * A modal over Headless UI: focus trapped, Escape closes, title names the dialog. The panel is at
 * most the screen's height and scrolls, so a long form on a phone keeps its title and buttons
 * reachable.
 */
export function ModalDialog({ open, onClose, title, children, actions, closeOnOutsideClick = true }: DialogProps) {
  const escapePressed = useEscapeTracker(open && !closeOnOutsideClick);
  return (
    <HeadlessDialog
      open={open}
      onClose={() => {
        // Headless UI reports Escape and outside clicks alike; without outside-click closing, only Escape counts.
        if (closeOnOutsideClick || escapePressed.current) onClose();
      }}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-4 sm:items-center">
          <DialogPanel className="max-h-[calc(100dvh-2rem)] w-full max-w-lg overflow-y-auto overscroll-contain rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <div data-toast-slot="" className="empty:hidden" />
            <div className="mt-3 text-sm text-slate-700 dark:text-slate-300">{children}</div>
            {actions ? <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div> : null}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}

/** True while the Escape key that Headless UI is about to report is being handled. */
function useEscapeTracker(enabled: boolean) {
  const pressed = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      pressed.current = true;
      clearTimeout(timer);
      timer = setTimeout(() => (pressed.current = false));
    };
    // Capture on window runs before Headless UI's own (bubbling) Escape listener.
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      clearTimeout(timer);
      pressed.current = false;
    };
  }, [enabled]);
  return pressed;
}
