// REST bodies keep docs/specification.md section 7's shapes: numeric ids, the same keys as the spec.
export const REST_USER_FIELDS = `
  id: databaseId name email role isAdmin approved reviewed active emailVerified phoneNumber company companyOrgNumber division
  locale: localeTag
  returnerCompanyId returnerCompanyName returnerCompanyOrgNumber
  transportCompanyId transportCompanyName transportCompanyOrgNumber createdAt`;

export const VALIDATION_FIELDS = `__typename ... on ValidationError { message issues { field message } }`;
