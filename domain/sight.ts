// Who may read accounts and returner companies (pickup requests: domain/pickupAccess.ts). The
// node types' rules (User, ReturnerCompany) and the pickup search read this one description, so
// a search matches a person's email or a company's organization number only where its viewer
// may read them: a transporter, who reads neither, cannot find a request by them either.
import { hasAccess, type Account } from './approval';
import { tokenMayReadField } from './apiTokens';

/** Which records of a kind a viewer reads: every one, only the one with this id, or none. */
export type Sight = 'all' | { only: number } | 'none';

export type Reader = Account & { id: number; returnerCompanyId: number | null };

export const sees = (sight: Sight, id: number) => sight === 'all' || (sight !== 'none' && sight.only === id);

/** Accounts: each person its own, admins every one. */
export function accountSight(reader: Reader | null): Sight {
  if (!reader) return 'none';
  return hasAccess(reader) && reader.role === 'admin' ? 'all' : { only: reader.id };
}

/** Returner companies: admins every one, an approved member its own. */
export function returnerCompanySight(reader: Reader | null): Sight {
  if (!hasAccess(reader)) return 'none';
  if (reader!.role === 'admin') return 'all';
  return reader!.returnerCompanyId === null ? 'none' : { only: reader!.returnerCompanyId };
}

export type SearchSight = { emails: Sight; organizationNumbers: Sight };

/**
 * What a pickup search may match beyond what a readable request shows itself (its reference,
 * address, person's name, company names): the email of a person (User.email) and the
 * organization number of a returner company (ReturnerCompany.organizationNumber), each as far as
 * the viewer reads them, and never through a token, which reads no email (TOKEN_MAY_READ).
 */
export function pickupSearchSight(reader: Reader | null, viaToken: boolean): SearchSight {
  const unlessToken = (type: string, field: string, sight: Sight): Sight =>
    viaToken && !tokenMayReadField(type, field, null) ? 'none' : sight;
  return {
    emails: unlessToken('User', 'email', accountSight(reader)),
    organizationNumbers: unlessToken('ReturnerCompany', 'organizationNumber', returnerCompanySight(reader)),
  };
}
