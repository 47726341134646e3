import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';

/** The Email input of the sign-in, registration and email-only forms. */
export function EmailField({
  label,
  ...props
}: Omit<ComponentProps<typeof Field>, 'label' | 'type'> & { label?: string }) {
  const { t } = useTranslation();
  return <Field label={label ?? t('fields.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}
