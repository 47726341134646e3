import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toast, type ToastMessage } from './Toast';

/** spec.md section 9: one toast at a time, closed after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

type ShowToast = (toast: Omit<ToastMessage, 'id'>) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast: `toast({ title: 'Profile updated', description: '...' })`; a new one replaces the last. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const nextId = useRef(0);
  const regionRef = useRef<HTMLOListElement>(null);

  const show = useCallback<ShowToast>((toast) => setCurrent({ ...toast, id: ++nextId.current }), []);
  const dismiss = useCallback(() => setCurrent(null), []);

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

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext value={value}>
      {children}
      {/*
        A direct child of <body>, outside the app root: an open Headless UI dialog makes the app
        root inert and aria-hidden and treats clicks there as outside clicks (which close it). Other
        top-level elements stay live and count as part of the dialog, so a toast shown over a
        dialog is announced and its Close button closes the toast only.
      */}
      {createPortal(
        <section
          aria-label="Notifications (F8)"
          className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 sm:justify-end"
        >
          <ol ref={regionRef} tabIndex={-1} className="pointer-events-auto w-full max-w-sm outline-none">
            {current ? (
              <Toast key={current.id} toast={current} duration={TOAST_DURATION_MS} onDismiss={dismiss} />
            ) : null}
          </ol>
        </section>,
        document.body,
      )}
    </ToastContext>
  );
}
