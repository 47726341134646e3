// Global IDs as this API reads them: "Type:id" in base64, where every id is a row's serial key.
// Whatever else arrives (not base64, no type, an id that is no whole number or past what the
// database stores) names no record, so it is answered as "not found", never as a server error.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { notFound } from '../domain/errors';
import { MAX_STORED_INT } from '../domain/validation/common';

/** The largest serial key PostgreSQL's integer column holds. */
export const MAX_DATABASE_ID = MAX_STORED_INT;

export type DecodedGlobalID = { typename: string; id: string };

/** The decoded ID, or null when it cannot name any stored record. */
export function readGlobalID(globalID: string): DecodedGlobalID | null {
  let decoded: DecodedGlobalID;
  try {
    decoded = decodeGlobalID(globalID);
  } catch {
    return null;
  }
  // Zero and negative ids stay: the rules answer them ("must be a positive integer") or find no row.
  if (!/^-?\d{1,20}$/.test(decoded.id) || Number(decoded.id) > MAX_DATABASE_ID) return null;
  return { typename: decoded.typename, id: String(Math.max(Number(decoded.id), -1)) };
}

/** The builder's decoder for every ID argument: one that names nothing answers 404. */
export function decodeStoredGlobalID(globalID: string): DecodedGlobalID {
  const decoded = readGlobalID(globalID);
  if (!decoded) throw notFound();
  return decoded;
}
