/**
 * The address a request came from, for per-client rate limits. Without proxies it is the
 * socket's. Behind `trustedHops` proxies (a load balancer, a CDN) every socket is a proxy's, and
 * each proxy appends the address it saw to X-Forwarded-For: the client is the entry the
 * outermost trusted proxy appended. Entries to its left were written by the client and are
 * ignored, so a client cannot pick its own rate-limit bucket.
 */
export function clientAddressFrom(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops <= 0) return socketAddress;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - trustedHops] ?? hops[0] ?? socketAddress;
}
