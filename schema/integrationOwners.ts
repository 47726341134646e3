// Whom an API token or a webhook endpoint is for: a returner company, a transport
// company, or (neither given) the admin role; the input's global ids read, and checked to exist.
import { en } from '../domain/i18n/en';
import { eq } from 'drizzle-orm';
import { returnerCompanies, transportCompanies } from '../db/schema';
import type { ApiTokenOwner } from '../domain/apiTokens';
import { ValidationError } from '../domain/errors';
import type { Context } from './context';
import { lookupId } from './validation';

export const INTEGRATION_MESSAGES = en.errors.integrations;

export function ownerOfInput(input: {
  returnerCompanyId?: { id: number } | null;
  transportCompanyId?: { id: number } | null;
}): ApiTokenOwner {
  if (input.returnerCompanyId && input.transportCompanyId)
    throw new ValidationError([{ field: 'transportCompanyId', message: INTEGRATION_MESSAGES.oneCompany }]);
  if (input.returnerCompanyId) return { kind: 'returner', companyId: Number(input.returnerCompanyId.id) };
  if (input.transportCompanyId) return { kind: 'transport', companyId: Number(input.transportCompanyId.id) };
  return { kind: 'admin' };
}

export async function companyExists(ctx: Context, owner: ApiTokenOwner): Promise<boolean> {
  if (owner.kind === 'admin') return true;
  const table = owner.kind === 'returner' ? returnerCompanies : transportCompanies;
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, lookupId(owner.companyId)))
    .limit(1);
  return !!row;
}
