import { describe, expect, it } from "vitest";
import {
  connectOnlyTo,
  isPublicAddress,
  publicInternet,
  vetUrl,
} from "#server/http/public-address.ts";
import { publicInternetOffline } from "#tests/server/harness/outbound.ts";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "192.0.0.8",
    "192.0.2.1",
    "198.18.0.1",
    "198.51.100.1",
    "203.0.113.9",
    "224.0.0.251",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "ff02::1",
    "ff05::1:3",
    "100::1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::1",
    "2001:db8::1",
    "2001::1",
    "2002:7f00:1::1",
    "3fff::1",
    "fec0::1",
    "not an address",
    "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82b::200a",
    "64:ff9b::8.8.8.8",
    "64:ff9b::808:808",
  ])("accepts %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("vetUrl", () => {
  const policy = publicInternetOffline({
    "push.public.test": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "push.private.test": ["10.0.0.7"],
    "push.mixed.test": ["93.184.215.14", "fd00::1"],
    "push.metadata.test": ["169.254.169.254"],
  });

  it("accepts https to a host whose every address is public, and keeps those addresses", async () => {
    const vetted = await vetUrl(policy, "https://push.public.test/send/abc");
    expect(vetted).toMatchObject({
      ok: true,
      addresses: [
        { address: "93.184.215.14", family: 4 },
        { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
      ],
    });
    expect(await vetUrl(policy, "https://[2606:4700:4700::1111]/x")).toMatchObject({ ok: true });
  });

  it.each([
    ["http://push.public.test/x", "protocol"],
    ["ftp://push.public.test/x", "protocol"],
    ["https://push.private.test/x", "not_public"],
    ["https://push.mixed.test/x", "not_public"],
    ["https://push.metadata.test/x", "not_public"],
    ["https://169.254.169.254/latest/meta-data/", "not_public"],
    ["https://127.0.0.1:6379/", "not_public"],
    ["https://[::1]/", "not_public"],
    ["https://[::ffff:127.0.0.1]/", "not_public"],
    ["https://0x7f000001/", "not_public"],
    ["https://2130706433/", "not_public"],
    ["https://nowhere.test/x", "unresolved"],
    ["no es una url", "invalid_url"],
  ])("refuses %s (%s)", async (url, reason) => {
    expect(await vetUrl(policy, url)).toEqual({ ok: false, reason });
  });

  it("uses the system resolver in production", () => {
    expect(publicInternet.protocols).toEqual(["https:"]);
    expect(publicInternet.allows).toBe(isPublicAddress);
  });
});

describe("connectOnlyTo", () => {
  const addresses = [
    { address: "93.184.215.14", family: 4 },
    { address: "2606:4700:4700::1111", family: 6 },
  ];

  it("answers the vetted addresses whatever name is asked", async () => {
    const lookup = connectOnlyTo(addresses);
    const one = await new Promise((resolve) =>
      lookup("rebound.test", {}, (error, address, family) => resolve({ error, address, family })),
    );
    expect(one).toEqual({ error: null, address: "93.184.215.14", family: 4 });
    const all = await new Promise((resolve) =>
      lookup("rebound.test", { all: true }, (_error, list) => resolve(list)),
    );
    expect(all).toEqual(addresses);
    const six = await new Promise((resolve) =>
      lookup("rebound.test", { family: 6 }, (_error, address) => resolve(address)),
    );
    expect(six).toBe("2606:4700:4700::1111");
  });
});
