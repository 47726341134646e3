import type { ComponentProps } from 'react';
import { Field } from './Field';

/** The Email input of the sign-in, registration and email-only forms. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<ComponentProps<typeof Field>, 'label' | 'type'> & { label?: string }) {
  return <Field label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}
