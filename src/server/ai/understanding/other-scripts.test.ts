import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

/** Pastes of symbols and letters of other scripts — what a fuzzer, a pocket or a stray paste
 * sends — are nothing of the household's: never a change made on the spot. */
describe("a message in another script changes nothing on the spot", () => {
  it.each(['ⓦ🍐"𐅭#Έ🝑𐲝類', "𑒬ῡ🬧⽾⹗🍢꒔𐏀ᐢ", "Ⱨ𝤸𑈽真🌲𒍽𝚱", "→ᾰ𒔊ﭗậꤱ🧼", "🍕ៜꙩĶꚦ"])("%s", (message) => {
    const understood = understand(message);
    expect(understood.outcome).not.toBe("act");
    expect(understood.calls.map((call) => call.toolName)).not.toContain("addShoppingItems");
  });

  it("a grocery drawn as an emoji and named in Spanish is still added", () => {
    const understood = understand("🥛 leche y 🧀 queso");
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      {
        toolName: "addShoppingItems",
        input: { items: [{ name: "Leche" }, { name: "Queso" }] },
      },
    ]);
  });
});
