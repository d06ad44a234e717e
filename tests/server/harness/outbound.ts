import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { type AddressPolicy, publicInternet } from "#server/http/public-address.ts";

/** Host name → addresses. Tests may change an entry between two steps (DNS rebinding). */
export type StubHosts = Record<string, string[]>;

/**
 * A resolver that answers from a table and never asks the network: tests send no DNS query
 * anywhere, and can make a name look public or private at will. Unknown names do not resolve.
 */
export function stubResolver(hosts: StubHosts, calls: string[] = []) {
  return async (hostname: string): Promise<LookupAddress[]> => {
    calls.push(hostname);
    const answer = hosts[hostname] ?? worldHosts[hostname];
    if (!answer)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return answer.map((address) => ({ address, family: isIP(address) }));
  };
}

/** The quality suites' world subscribes a device at push.example.test: it resolves to
 * example.com's public address (IANA's), and no test sends a reminder to it. */
const worldHosts: StubHosts = { "push.example.test": ["93.184.215.14"] };

/** The production rules (https, public addresses only) with a table instead of DNS: what every
 * test server uses unless a test says otherwise. */
export function publicInternetOffline(hosts: StubHosts = {}, calls?: string[]): AddressPolicy {
  return { ...publicInternet, resolve: stubResolver(hosts, calls) };
}

/**
 * For tests whose push service is a fake HTTP server on this machine: plain http and the
 * loopback address only. Injected through the app context by the test that starts the fake, so
 * production cannot end up with it (there is no setting or environment variable that turns
 * loopback on: `main.ts` always passes `publicInternet`).
 */
export function loopbackFakeServices(hosts: StubHosts = {}, calls?: string[]): AddressPolicy {
  return {
    resolve: stubResolver(hosts, calls),
    allows: (address) => address === "127.0.0.1",
    protocols: ["http:"],
  };
}
