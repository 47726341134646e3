// SSRF guard for webhooks: an endpoint may not reach loopback, private, link-local or
// other non-public addresses (unless WEBHOOK_ALLOW_PRIVATE=1, in any environment), checked when it is registered and again for every
// connection (the address the request really connects to), so a DNS answer that changes
// later (rebinding) cannot turn a public name into an internal target.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { sayInEnglish } from '../../domain/i18n/say';

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address is on the public internet. IPv4: ipaddr.js' 'unicast' range. IPv6: only
 * global unicast (2000::/3) that ipaddr.js files as 'unicast' (not Teredo, documentation and
 * the like); a 6to4 address counts as the IPv4 address it carries, an IPv4-mapped one as its IPv4
 * address. Everything else is refused, so the IPv4-compatible (::/96) and NAT64 (64:ff9b::/96)
 * spellings of 127.0.0.1 or 169.254.169.254 are not a way in (ipaddr.js files ::/96 as unicast).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  if (!v6.match(GLOBAL_UNICAST)) return false;
  if (v6.range() === '6to4') {
    const [, high, low] = v6.parts; // 2002:AABB:CCDD::/48 carries AA.BB.CC.DD
    return isPublicAddress(`${high! >> 8}.${high! & 255}.${low! >> 8}.${low! & 255}`);
  }
  return v6.range() === 'unicast';
}

/** Whether every address a URL's host resolves to is public (no address at all: false). */
export async function resolvesToPublic(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  try {
    const addresses = await dns.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
  } catch {
    return false;
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses non-public answers (when private targets are not allowed). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && !list.every((entry) => isPublicAddress(entry.address))) {
        const refused = new Error(
          sayInEnglish('errors.webhooks.deliveryPrivateHost', { host: hostname }),
        ) as NodeJS.ErrnoException;
        refused.code = 'EPRIVATE';
        return callback(refused, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}
