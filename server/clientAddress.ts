import { isIP } from 'node:net';

/**
 * The caller's address for throttling and the dev mailbox. Behind `trustedHops` proxies (the
 * TRUST_PROXY setting) it is the Nth address from the right of X-Forwarded-For: each trusted
 * proxy appends the address it was called from, so everything left of that is the caller's to
 * forge. With 0 hops the header is ignored and the socket's address is used.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops === 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops.length === 0) return socketAddress;
  // Fewer entries than trusted hops: the furthest one a trusted proxy wrote.
  const address = hops[Math.max(0, hops.length - trustedHops)];
  // A trusted proxy writes addresses only; anything else is not one to count by.
  return isIP(address) ? address : socketAddress;
}
