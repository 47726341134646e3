/** A valid registration for `email` (docs/specification.md section 5), for tests and benchmarks that register. */
export const registration = (email: string) => ({
  name: 'Tim Timing',
  email,
  phoneNumber: '+46 70 123 45 67',
  password: 'secret1',
  confirmPassword: 'secret1',
  companyName: 'Timing AB',
  companyOrgNumber: '556677-1234',
  division: 'North',
});
