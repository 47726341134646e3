import { createHash } from 'node:crypto';

/** A strong ETag naming stored bytes without telling where or under which key they are stored. */
export function opaqueEtag(storageKey: string): string {
  return `"${createHash('sha256').update(storageKey).digest('base64url').slice(0, 22)}"`;
}

/**
 * Whether an If-None-Match header matches (RFC 9110 section 13.1.2): `*`, or a list of tags
 * compared weakly (a `W/` prefix on either side is ignored).
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
