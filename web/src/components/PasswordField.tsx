import { type ComponentProps, useState } from 'react';
import { Field } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';

/**
 * A password input with a show/hide button. The button's name is text content, not
 * aria-label, so getByLabel('New Password') still finds only the input.
 */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="flex size-11 items-center justify-center rounded-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          <span className="sr-only">{visible ? `Hide ${props.label}` : `Show ${props.label}`}</span>
        </button>
      }
    />
  );
}

type FieldBinding = Pick<ComponentProps<typeof Field>, 'value' | 'error' | 'onChange'>;

/** New Password and Confirm New Password, as changing and resetting a password ask for them. */
export function NewPasswordFields({ newPassword, confirm }: { newPassword: FieldBinding; confirm: FieldBinding }) {
  return (
    <>
      <PasswordField label="New Password" autoComplete="new-password" hint="At least 6 characters" {...newPassword} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...confirm} />
    </>
  );
}
