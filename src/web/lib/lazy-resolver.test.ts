import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "#web/lib/lazy-resolver.ts";

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("lazyResolver", () => {
  it("answers with the loaded resolver, loading it once", async () => {
    const inner: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(await resolver({ email: "a@b.c" }, undefined, options)).toEqual({
      values: { email: "a@b.c" },
      errors: {},
    });
    await resolver({ email: "d@e.f" }, undefined, options);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again at the next check when the fetch failed (offline)", async () => {
    const inner: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(inner);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: "" }, undefined, options)).rejects.toThrow("Failed to fetch");
    expect(await resolver({ email: "x" }, undefined, options)).toEqual({
      values: { email: "x" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
