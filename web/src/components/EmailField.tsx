import type { ComponentProps } from 'react';
import { Field } from './Field';

/** The Email input of the sign-in, registration and email-only forms. */
export function EmailField(props: Omit<ComponentProps<typeof Field>, 'label' | 'type'>) {
  return <Field label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
