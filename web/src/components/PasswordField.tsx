import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';

/**
 * A password input with a show/hide button. The button's name is text content, not
 * aria-label, so getByLabel('New Password') still finds only the input.
 */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
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
          <span className="sr-only">
            {visible
              ? t('shell.password.hide', { label: props.label })
              : t('shell.password.show', { label: props.label })}
          </span>
        </button>
      }
    />
  );
}

type FieldBinding = Pick<ComponentProps<typeof Field>, 'value' | 'error' | 'onChange'>;

/** New Password and Confirm New Password, as changing and resetting a password ask for them. */
export function NewPasswordFields({ newPassword, confirm }: { newPassword: FieldBinding; confirm: FieldBinding }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('shell.password.newPassword')}
        autoComplete="new-password"
        hint={t('shell.password.hint')}
        {...newPassword}
      />
      <PasswordField label={t('shell.password.confirmNewPassword')} autoComplete="new-password" {...confirm} />
    </>
  );
}
