// SSRF guard for webhooks (issue 17): in production an endpoint may not reach loopback, private,
// link-local or other non-public addresses, checked when it is registered and again for every
// connection (the address the request really connects to), so a DNS answer that changes
// later (rebinding) cannot turn a public name into an internal target.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** Whether an IP address is on the public internet (ipaddr.js' 'unicast' range). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
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
        const refused = new Error(`Refused: ${hostname} resolves to a non-public address`) as NodeJS.ErrnoException;
        refused.code = 'EPRIVATE';
        return callback(refused, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}
