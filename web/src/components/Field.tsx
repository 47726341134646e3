import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefCallback,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';

export const inputClasses =
  'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 dark:bg-slate-800 dark:text-slate-100 ' +
  'aria-invalid:border-red-500 border-slate-300 dark:border-slate-600';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something inside the input box on the right (the show/hide password button). */
  trailing?: ReactNode;
};

/**
 * A field's error as the person sees it: gone as soon as they edit the field (so a fixed value
 * never stands beside a red message), back at the next submit of its form if still wrong. Every
 * form's fields get this from here, whatever the form keeps in its own error state.
 */
export function useErrorUntilEdited<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
  error: string | undefined,
) {
  const [edited, setEdited] = useState(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const ref: RefCallback<E> = useCallback((element) => setForm(element?.form ?? null), []);
  // A new message (another rule broken) shows even without a submit.
  useEffect(() => setEdited(false), [error]);
  useEffect(() => {
    if (!form) return;
    const reset = () => setEdited(false);
    form.addEventListener('submit', reset, { capture: true });
    return () => form.removeEventListener('submit', reset, { capture: true });
  }, [form]);
  return { shown: edited ? undefined : error, ref, markEdited: () => setEdited(true) };
}

/** A visible label tied to its input, with the field's error announced and linked. */
export function Field({
  label,
  error: givenError,
  hint,
  trailing,
  id,
  className = '',
  onChange,
  ...props
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const { shown: error, ref, markEdited } = useErrorUntilEdited<HTMLInputElement>(givenError);
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    markEdited();
    onChange?.(event);
  };
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} ${trailing ? 'pr-12' : ''}`}
          onChange={change}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** After a failed check, puts the keyboard (and screen reader) on the first field to fix. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
}
