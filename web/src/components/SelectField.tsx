import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { inputClasses, useErrorUntilEdited } from './Field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  children: ReactNode;
};

export function SelectField({
  label,
  error: givenError,
  id,
  className = '',
  children,
  onChange,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const { shown: error, ref, markEdited } = useErrorUntilEdited<HTMLSelectElement>(givenError);
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        className={inputClasses}
        onChange={(event) => {
          markEdited();
          onChange?.(event);
        }}
        {...props}
      >
        {children}
      </select>
      {error ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
