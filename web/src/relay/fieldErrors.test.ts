import { describe, expect, it } from 'vitest';
import { fieldErrors } from './usePromiseMutation';

// useFormFields puts a check's or the server's issues on their fields with this.
describe('fieldErrors', () => {
  it("puts each issue under its field's name", () => {
    expect(
      fieldErrors([
        { field: 'email', message: 'Invalid email' },
        { field: 'password', message: 'Password is required' },
      ]),
    ).toEqual({ email: 'Invalid email', password: 'Password is required' });
  });

  it('shows a field its first issue only, the one the check found first', () => {
    expect(
      fieldErrors([
        { field: 'password', message: 'Password is required' },
        { field: 'password', message: 'Password must be at least 8 characters' },
      ]),
    ).toEqual({ password: 'Password is required' });
  });

  it('leaves every field without an error when there are no issues', () => {
    expect(fieldErrors([])).toEqual({});
  });
});
