import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where the server may send requests that a member chose the address of (a browser's push
 * endpoint): only to the public internet, never to this machine, the private network or the
 * cloud's metadata service (server-side request forgery, issue 21).
 */

/** IPv4 ranges that are not the public internet (IANA special-purpose registry, RFC 6890). */
const specialIpv4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];

/** Inside global unicast (2000::/3), the IPv6 ranges that are not ordinary public hosts. Loopback,
 * unspecified, IPv4-mapped, unique-local (fc00::/7), link-local (fe80::/10) and multicast
 * (ff00::/8) all lie outside 2000::/3 and are refused by that alone. */
const specialIpv6: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments, Teredo (tunnels to any IPv4 address)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (tunnels to any IPv4 address)
  ["3fff::", 20], // documentation
];

const notPublic = new BlockList();
for (const [network, prefix] of specialIpv4) notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of specialIpv6) notPublic.addSubnet(network, prefix, "ipv6");

const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

const nat64 = new BlockList();
nat64.addSubnet("64:ff9b::", 96, "ipv6");

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes two). */
function ipv6Groups(address: string): number[] {
  const dotted = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  let text = address;
  if (dotted?.[1] && dotted[2]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[2].split(".").map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** Whether the server may connect to this address: a public IPv4 or IPv6 host, nothing else. */
export function isPublicAddress(address: string): boolean {
  // A zone ("fe80::1%eth0") only ever names a link-local address.
  if (address.includes("%")) return false;
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, "ipv4");
  if (family !== 6) return false;
  // On an IPv6-only network, DNS64 answers public IPv4 hosts as 64:ff9b::a.b.c.d: judge the
  // IPv4 address inside.
  if (nat64.check(address, "ipv6")) {
    const groups = ipv6Groups(address);
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return globalUnicast.check(address, "ipv6") && !notPublic.check(address, "ipv6");
}

/** Every address of a host name, as the system resolver answers it. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface AddressPolicy {
  resolve: ResolveHost;
  /** Whether the server may connect to this address. */
  allows: (address: string) => boolean;
  /** URL schemes allowed, as `URL.protocol` spells them ("https:"). */
  protocols: readonly string[];
}

/** Production: https only, to hosts whose every address is public. */
export const publicInternet: AddressPolicy = {
  resolve: (hostname) => lookup(hostname, { all: true, order: "verbatim" }),
  allows: isPublicAddress,
  protocols: ["https:"],
};

export type VettedUrl =
  | { ok: true; url: URL; addresses: LookupAddress[] }
  | { ok: false; reason: "invalid_url" | "protocol" | "unresolved" | "not_public" };

/** Checks a URL against the policy: its scheme, then every address its host resolves to. The
 * caller connects to those very addresses (see `connectOnlyTo`): resolving again at connect
 * time could answer differently (DNS rebinding). */
export async function vetUrl(policy: AddressPolicy, raw: string): Promise<VettedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "invalid_url" };
  }
  if (!policy.protocols.includes(url.protocol)) return { ok: false, reason: "protocol" };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: LookupAddress[];
  const family = isIP(host);
  if (family !== 0) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      return { ok: false, reason: "unresolved" };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: "unresolved" };
  if (!addresses.every(({ address }) => policy.allows(address))) {
    return { ok: false, reason: "not_public" };
  }
  return { ok: true, url, addresses };
}

/** A `lookup` for http(s).request that answers with addresses already vetted, so the socket
 * goes to one of them and the host name is never resolved a second time. */
export function connectOnlyTo(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = addresses.filter(({ family }) => wanted === 0 || family === wanted);
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error("no vetted address"), { code: "ENOTFOUND" }), "", 0);
    } else if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}
