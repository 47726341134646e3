import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Toast, type ToastMessage } from './Toast';
import { useToastPlacement } from './useToastPlacement';

/**
 * docs/specification.md section 9: one toast at a time, closed after 5000 ms. Where (it covers no
 * field, dialog or nav): inside an open dialog, under its title; else at the bottom, above the
 * phone's bottom nav, bottom left on wider screens, or higher up where a field is there
 * (useToastPlacement).
 */
const TOAST_DURATION_MS = 5000;

/** `window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { title, description } }))` shows a toast. */
const TOAST_EVENT = 'drum-returns:toast';

type ShowToast = (toast: Omit<ToastMessage, 'id'>) => void;

const ToastContext = createContext<{ show: ShowToast; dropError: () => void }>({ show: () => {}, dropError: () => {} });

/** Shows a toast: `toast({ title: 'Profile updated', description: '...' })`; a new one replaces the last. */
export function useToast(): ShowToast {
  return useContext(ToastContext).show;
}

/** An error toast: what failed, and why (a sentence, often `errorMessage(error, fallback)`). */
export const errorToast = (title: string, description?: string) => ({
  title,
  description,
  variant: 'destructive' as const,
});

/** Closes the toast if it reports an error (the layout calls it when the page changes). */
export function useDropErrorToast(): () => void {
  return useContext(ToastContext).dropError;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const nextId = useRef(0);
  const regionRef = useRef<HTMLOListElement>(null);
  const { t } = useTranslation();

  const show = useCallback<ShowToast>((toast) => setCurrent({ ...toast, id: ++nextId.current }), []);
  const dismiss = useCallback(() => setCurrent(null), []);

  // An error toast is about the last try: a new submit of any form, or another page, makes it
  // stale ('Passwords do not match' must not stand over 'Password Reset Successful!'). The
  // capture listener runs before the form's own handler, which may show a fresh toast.
  const dropError = useCallback(() => setCurrent((toast) => (toast?.variant === 'destructive' ? null : toast)), []);
  useEffect(() => {
    document.addEventListener('submit', dropError, { capture: true });
    return () => document.removeEventListener('submit', dropError, { capture: true });
  }, [dropError]);

  // A toast raised from outside React: the screen sweep (e2e/screens.spec.ts) shows one on
  // every screen to check that it covers no field, dialog or nav there.
  useEffect(() => {
    const onToastEvent = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail as { title?: unknown; description?: unknown } | null;
      if (typeof detail?.title !== 'string') return;
      show({
        title: detail.title,
        description: typeof detail.description === 'string' ? detail.description : undefined,
      });
    };
    window.addEventListener(TOAST_EVENT, onToastEvent);
    return () => window.removeEventListener(TOAST_EVENT, onToastEvent);
  }, [show]);

  // F8 moves focus to the toasts, as the region's label says.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const value = useMemo(() => ({ show, dropError }), [show, dropError]);
  const place = useToastPlacement(current !== null, regionRef);
  const list = (
    <ol ref={regionRef} tabIndex={-1} className="pointer-events-auto w-full max-w-sm outline-none">
      {current ? <Toast key={current.id} toast={current} duration={TOAST_DURATION_MS} onDismiss={dismiss} /> : null}
    </ol>
  );
  return (
    <ToastContext value={value}>
      {children}
      {/*
        In an open dialog, in the dialog's own flow (its toast slot), where it covers none of it.
        Otherwise a direct child of <body>, outside the app root: an open Headless UI dialog makes
        the app root inert and aria-hidden and treats clicks there as outside clicks (which close
        it); other top-level elements stay live and count as part of the dialog.
      */}
      {place?.slot
        ? createPortal(
            <section aria-label={t('shell.toast.region')} className="mt-3">
              {list}
            </section>,
            place.slot,
          )
        : createPortal(
            <section
              aria-label={t('shell.toast.region')}
              style={place ? { top: place.top, bottom: 'auto' } : undefined}
              className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-[100] flex justify-center px-4 md:bottom-4 md:justify-start"
            >
              {list}
            </section>,
            document.body,
          )}
    </ToastContext>
  );
}
