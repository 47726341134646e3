import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from '../components/icons';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

/** docs/specification.md section 9: a swipe of more than 50 px dismisses the toast. */
const SWIPE_THRESHOLD_PX = 50;

type Props = { toast: ToastMessage; duration: number; onDismiss: () => void };

export function Toast({ toast, duration, onDismiss }: Props) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(duration);
  const { t } = useTranslation();

  // The clock stops while the pointer or focus is on the toast, so it can be read.
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current !== null) setOffset(event.clientX - swipeStart.current);
  };
  const onPointerUp = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (Math.abs(offset) > SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / 200) : undefined,
      }}
      className={`relative flex touch-pan-y select-none gap-3 rounded-xl border p-4 pr-12 shadow-lg ${
        destructive
          ? 'border-red-700 bg-red-600 text-white'
          : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100'
      }`}
    >
      <div className="min-w-0">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600 dark:text-slate-300'}`}>
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="absolute right-0 top-0 flex size-11 items-center justify-center rounded-xl opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <XIcon className="size-4" />
        <span className="sr-only">{t('common.close')}</span>
      </button>
    </li>
  );
}
