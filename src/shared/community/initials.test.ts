import { describe, expect, it } from "vitest";
import { initials } from "#shared/community/initials.ts";

describe("initials", () => {
  it("takes the first letter of the first two words, uppercase", () => {
    expect(initials("ana lópez garcía")).toBe("AL");
    expect(initials("  María   José  ")).toBe("MJ");
    expect(initials("Ñoño")).toBe("Ñ");
    expect(initials("élida ortiz")).toBe("ÉO");
  });

  it("never gives more than two characters and skips leading punctuation", () => {
    expect(initials("Juan Carlos Pérez Prado")).toBe("JC");
    expect(initials("(Tía) Rosa")).toBe("TR");
    expect(initials("")).toBe("");
  });
});
