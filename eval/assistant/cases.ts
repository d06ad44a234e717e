/**
 * The evaluation cases: JSON files under cases/, one per language and region, written fresh for
 * this evaluation and kept apart from anything the understanding engine is trained on.
 *
 *   { "id": "ar-012", "language": "es", "region": "AR", "intent": "addShoppingItems",
 *     "text": "che, anotá 2 kilos de papa y una docena de huevos",
 *     "expect": { "calls": [{ "tool": "addShoppingItems", "args": { "items": [
 *       { "name": "papa", "quantity": "2 kg" }, { "name": "huevo", "quantity": "12" }] } }] } }
 *
 * `expect` is one of
 * - `{ "calls": [...] }` the tool calls that must run (and succeed, and show in the data);
 *   `[]` for out-of-scope requests and chat: no mutating call, nothing changes;
 * - `{ "confirm": { "tool", "args" } }` the one action the assistant must propose and not run;
 * - `{ "anyOf": [ ... ] }` any of several of the above (a genuinely ambiguous request).
 * `expectReplyLanguage` (es | pt-BR | en), when given, is the language the reply must be in.
 * `tags` say what makes a case hard (compound, dictation, typo, emoji, voseo…), for reading.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { proposableToolNames } from "#shared/assistant/tool-results.ts";
import type { Json } from "./match.ts";

/** The tools of the contract (docs/assistant-tools.md) a case may expect. */
export const contractTools = proposableToolNames;

export const intents = [...contractTools, "out_of_scope", "chat", "confirm"] as const;
export const languages = ["es", "pt-BR", "en"] as const;
export const regions = ["MX", "AR", "UY", "CO", "CL", "PE", "BR", "US", "neutral"] as const;

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(json),
    z.record(z.string(), json),
  ]),
);

const call = z.strictObject({
  tool: z.enum(contractTools),
  args: z.record(z.string(), json).optional(),
});

const outcome = z.union([
  z.strictObject({ calls: z.array(call) }),
  z.strictObject({ confirm: call }),
]);

const caseSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{2,3}-\d{3}$/),
  language: z.enum(languages),
  region: z.enum(regions),
  intent: z.enum(intents),
  text: z.string().min(1),
  expect: z.union([outcome, z.strictObject({ anyOf: z.array(outcome).min(2) })]),
  expectReplyLanguage: z.enum(languages).optional(),
  tags: z.array(z.string()).optional(),
  note: z.string().optional(),
});

export type EvalCase = z.infer<typeof caseSchema>;
export type Outcome = z.infer<typeof outcome>;
export type Region = (typeof regions)[number];

export const casesDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "cases");

/** Every case, checked: a malformed file or a repeated id stops the run with its name. */
export function loadCases(directory = casesDirectory): EvalCase[] {
  const cases: EvalCase[] = [];
  const seen = new Set<string>();
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const parsed = z
      .array(caseSchema)
      .safeParse(JSON.parse(readFileSync(path.join(directory, file), "utf8")));
    if (!parsed.success) {
      throw new Error(
        `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    }
    for (const item of parsed.data) {
      if (seen.has(item.id)) throw new Error(`${file}: repeated id ${item.id}`);
      seen.add(item.id);
      cases.push(item);
    }
  }
  return cases;
}

export function outcomesOf(item: EvalCase): Outcome[] {
  return "anyOf" in item.expect ? item.expect.anyOf : [item.expect];
}
