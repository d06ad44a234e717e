import { describe, expect, it } from "vitest";
import { clientAddressFrom } from "#server/http/client-address.ts";

describe("client address for rate limits", () => {
  it("is the socket's without proxies, whatever X-Forwarded-For says", () => {
    expect(clientAddressFrom("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
  });

  it("is the address the load balancer saw, not the balancer's own", () => {
    expect(clientAddressFrom("10.0.0.2", "203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("ignores what the client wrote into X-Forwarded-For itself", () => {
    expect(clientAddressFrom("10.0.0.2", "1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.3", "1.2.3.4, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  });

  it("falls back to what there is when fewer proxies answered than configured", () => {
    expect(clientAddressFrom("10.0.0.2", "203.0.113.7", 2)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });
});
