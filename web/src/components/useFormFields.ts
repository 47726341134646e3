import { useState } from 'react';
import { fieldErrors } from '../relay/usePromiseMutation';
import { focusFirstInvalid } from './Field';

type Issue = { readonly field: string; readonly message: string };

/**
 * A text form's values and field errors: `field(name)` gives a Field or PasswordField its value,
 * error and onChange (an edit clears that field's error); `showIssues(issues, form)` puts zod or server issues on their fields and
 * focuses the first invalid one (omit the form to leave the focus where it is).
 */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof V & string) => ({
    value: values[name],
    error: errors[name],
    // An error goes as soon as its field is edited; the rest stay until the next check.
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors(({ [name]: _fixed, ...others }) => others);
    },
  });
  const showIssues = (issues: readonly Issue[], form?: HTMLFormElement) => {
    setErrors(fieldErrors(issues));
    if (form) focusFirstInvalid(form);
  };
  const clearIssues = () => setErrors({});
  return { values, field, showIssues, clearIssues };
}
