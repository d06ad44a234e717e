import { describe, expect, it } from "vitest";
import { chatReply } from "#server/ai/builtin/replies.ts";
import { readTraits } from "#shared/assistant/persona.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

describe("«undo that» in any language changes nothing and says how to put it right", () => {
  it.each([
    ["deshazlo porfa", "es"],
    ["uy, revierte eso", "es"],
    ["desfaz o que você fez", "pt"],
    ["undo it", "en"],
    ["take that back please", "en"],
  ])("%s", (message, language) => {
    const understood = understand(message);
    expect(understood).toMatchObject({ outcome: "undo", language, calls: [] });
  });

  it("a thing named after «undo» is left to the rest of the reading", () => {
    expect(understand("deshaz lo del pan").outcome).not.toBe("undo");
  });

  it("answers in the request's language, without claiming a change", () => {
    const traits = readTraits({ language: "es" }, "es");
    expect(chatReply("undo", "es", traits)).toMatch(/no toqué nada/);
    expect(chatReply("undo", "en", traits)).toMatch(/left everything as it is/);
    expect(chatReply("undo", "pt", traits)).toMatch(/não mexi em nada/);
  });
});

describe("laughing emoji alone are a laugh", () => {
  it.each(["😂😂😂", "🤣"])("%s", (message) => {
    expect(understand(message)).toMatchObject({ outcome: "laughter", calls: [] });
  });
});
