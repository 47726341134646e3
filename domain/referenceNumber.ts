// Reference numbers (docs/decisions.md): `PR-` and the request id zero-padded to 6 digits.
const PREFIX = 'PR-';

/** 'PR-000042' for request 42; ids past 999999 keep all their digits. */
export function formatReferenceNumber(id: number): string {
  return `${PREFIX}${String(id).padStart(6, '0')}`;
}

/** The request id in 'PR-000042' (case and the prefix are optional), or null. */
export function parseReferenceNumber(text: string): number | null {
  const match = /^(?:PR-?)?0*(\d+)$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
