import { beforeAll, describe, expect, it } from "vitest";
import { chatReply } from "#server/ai/builtin/replies.ts";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { understandWith } from "#server/ai/understanding/engine.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";
import { readTraits } from "#shared/assistant/persona.ts";

let classifier: Classifier;
beforeAll(async () => {
  classifier = await loadUnderstanding();
}, 120_000);

function understand(message: string) {
  return understandWith(classifier, message, {
    today: "2026-11-25",
    fallback: "es",
    ask: () => "¿Seguro?",
  });
}

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
