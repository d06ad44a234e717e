import { describe, expect, it } from "vitest";
import "#web/lib/zod-config.ts";
import { z } from "zod";

describe("zod-config", () => {
  it("turns off Zod's code generation without importing Zod", () => {
    expect(z.config().jitless).toBe(true);
  });
});
