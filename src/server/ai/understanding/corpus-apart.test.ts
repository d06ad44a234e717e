import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { trainingSamples } from "#server/ai/understanding/classifier.ts";
import { languages, templatesOf } from "#server/ai/understanding/corpus.ts";

/**
 * Issue 16: the evaluation's utterances are written apart from the training corpus, so that
 * `npm run eval:assistant` measures understanding, not memory. No eval utterance may appear in
 * the corpus — neither as a phrasing nor as a sentence the training fills from it — compared
 * lowercase, without accents and without punctuation.
 */
const casesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../eval/assistant/cases",
);

function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\{\w+\}/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function evalUtterances(): string[] {
  let files: string[];
  try {
    files = readdirSync(casesDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".json"),
    );
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const cases = JSON.parse(readFileSync(path.join(casesDir, file), "utf8")) as unknown;
    return Array.isArray(cases)
      ? cases.flatMap((item: { text?: unknown; turns?: unknown }) => [
          ...(typeof item.text === "string" ? [item.text] : []),
          ...(Array.isArray(item.turns)
            ? item.turns.filter((turn): turn is string => typeof turn === "string")
            : []),
        ])
      : [];
  });
}

/**
 * Phrasings the corpus held before an eval case written apart happened to say the same: the
 * plainest way to ask, which the corpus must keep. Each is listed here on purpose; never add a
 * phrasing to the corpus because a case says it.
 */
const sharedBeforeTheCases = new Set(["que hay en la lista"]);

describe("the training corpus and the evaluation stay apart", () => {
  it("no eval utterance is a phrasing of the corpus or one of its training sentences", () => {
    const corpus = new Set<string>();
    for (const language of languages) {
      for (const { template } of templatesOf(language)) corpus.add(normalise(template));
      for (const sample of trainingSamples(language)) corpus.add(normalise(sample.text));
    }
    // Answers to a question ("sí", "no") are the lexicon's, not phrasings to learn.
    const copied = evalUtterances()
      .map(normalise)
      .filter((text) => !sharedBeforeTheCases.has(text))
      .filter((text) => text.split(" ").length > 1 && corpus.has(text));
    expect(copied).toEqual([]);
  });
});
