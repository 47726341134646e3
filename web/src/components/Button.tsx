import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';

/**
 * `remove` is every Delete or Remove that asks before it acts (red outline); `danger` is the
 * button that confirms it (solid red).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'remove';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  ghost: 'text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-slate-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  remove:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-800 dark:text-red-400 dark:hover:bg-red-950 dark:hover:text-red-300',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', className = '') =>
  `${base} ${variants[variant]} ${className}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A native button (type="button" unless told otherwise, so it never submits by accident). */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

/** A dialog's or a form's Cancel (a secondary button). */
export function CancelButton(props: Omit<ButtonProps, 'variant' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" {...props}>
      {t('common.cancel')}
    </Button>
  );
}

/** A link that looks like a button: for navigation the spec calls a link. */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

/** An inline text link. */
export function TextLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500 ${className}`}
      {...props}
    />
  );
}
