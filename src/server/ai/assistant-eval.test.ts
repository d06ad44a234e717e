/**
 * Issue 16's evaluation of the assistant, a fixed sample of it in `npm test`: the same runner as
 * `npm run eval:assistant` (eval/assistant/), on the same household, through the real chat
 * pipeline. The whole set (450+ cases) and its table: `npm run eval:assistant`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EvalCase, loadCases } from "../../../eval/assistant/cases.ts";
import {
  type CaseResult,
  createEvalHarness,
  type EvalHarness,
  readUiStream,
} from "../../../eval/assistant/harness.ts";
import { judge } from "../../../eval/assistant/judge.ts";
import {
  argsMatch,
  parseQuantity,
  sameItemName,
  sameQuantity,
  titleMatches,
} from "../../../eval/assistant/match.ts";
import { claimsSuccess, replyLanguage, saysItCannot } from "../../../eval/assistant/reply.ts";
import { summarize } from "../../../eval/assistant/report.ts";
import type { HouseholdState } from "../../../eval/assistant/state.ts";

/** Every region and language, every kind of request, the examples of issue 16 among them. */
const sampleIds = [
  "mx-001",
  "mx-008",
  "mx-016",
  "mx-017",
  "mx-018",
  "mx-019",
  "mx-038",
  "mx-041",
  "mx-047",
  "mx-048",
  "ar-001",
  "ar-011",
  "ar-021",
  "ar-029",
  "ar-030",
  "uy-005",
  "uy-009",
  "uy-017",
  "uy-019",
  "co-007",
  "co-015",
  "co-033",
  "co-037",
  "co-040",
  "cl-008",
  "cl-009",
  "cl-013",
  "cl-028",
  "cl-043",
  "pe-021",
  "pe-024",
  "pe-026",
  "pe-035",
  "ne-001",
  "ne-005",
  "br-001",
  "br-014",
  "br-023",
  "br-049",
  "br-058",
  "us-009",
  "us-018",
  "us-027",
  "us-043",
  "us-057",
];

describe("the evaluation's matching rules", () => {
  it("reads quantities as families write them", () => {
    expect(parseQuantity("medio kilo")).toEqual({ amount: 500, unit: "g" });
    expect(sameQuantity("500 g", "1/2 kg")).toBe(true);
    expect(sameQuantity("12", "una docena")).toBe(true);
    expect(sameQuantity("6", "media docena")).toBe(true);
    expect(sameQuantity("2 kg", "2 kilos")).toBe(true);
    expect(sameQuantity("1.5 kg", "kilo y medio")).toBe(true);
    expect(sameQuantity("3 caixas", "3 caixa")).toBe(true);
    expect(sameQuantity("6", "x6")).toBe(true);
    expect(sameQuantity("2 kg", "2 l")).toBe(false);
    expect(sameQuantity("3 caixas", "3")).toBe(false);
  });

  it("compares item names without case, accents, articles or plurals", () => {
    expect(sameItemName("papa", "Papas")).toBe(true);
    expect(sameItemName("limón", "los limones")).toBe(true);
    expect(sameItemName("pão", "Pães")).toBe(true);
    expect(sameItemName("palta|aguacate", "Aguacate")).toBe(true);
    expect(sameItemName("queso", "Queso para la once")).toBe(false);
    expect(sameItemName("leche", "Leche po")).toBe(false);
  });

  it("wants a title's key words and nothing that belongs to the date", () => {
    expect(titleMatches("pagar gas", "Pagar el gas")).toBe(true);
    expect(titleMatches("cumple abuela", "Cumpleaños de la abuela")).toBe(true);
    expect(titleMatches("reunion apoderados", "Reunión de apoderados 19:30")).toBe(false);
    expect(titleMatches("banco", "Que mañana tengo que ir al banco")).toBe(false);
    expect(titleMatches("reuniao escola", "No calendário a reunião da escola")).toBe(false);
    expect(titleMatches("junta maestra", "Junta con la maestra de Mateo, agéndala")).toBe(false);
    expect(titleMatches("grandma birthday", "Grandma's birthday on")).toBe(false);
  });

  it("reads the week plan's days as the tool does when a call leaves them out", () => {
    const ctx = { today: "2026-11-25", callerNames: ["Ana Rivera"] };
    const thursday = { from: "2026-11-26", to: "2026-11-26" };
    // "¿qué comemos el jueves?": `to` left out reads Thursday alone, as the tool does.
    expect(argsMatch("readMealPlan", thursday, { from: "2026-11-26" }, ctx)).toBe(true);
    expect(argsMatch("readMealPlan", { from: "2026-11-25" }, {}, ctx)).toBe(true);
    // Thursday to Sunday is another read than Thursday alone, and today is not Thursday.
    expect(argsMatch("readMealPlan", thursday, { ...thursday, to: "2026-11-29" }, ctx)).toBe(false);
    expect(argsMatch("readMealPlan", thursday, {}, ctx)).toBe(false);
    expect(
      argsMatch("readMealPlan", { ...thursday, slot: "dinner" }, { from: "2026-11-26" }, ctx),
    ).toBe(false);
  });

  it("hears a claim of success, not a question or a refusal", () => {
    expect(claimsSuccess("¡Listo! Agregué leche a la lista.")).toBe(true);
    expect(claimsSuccess("Pronto! Adicionei banana à lista.")).toBe(true);
    expect(claimsSuccess("Done! I added milk.")).toBe(true);
    expect(claimsSuccess("¿Quieres que agregue «plátano» a la lista?")).toBe(false);
    expect(claimsSuccess("No agregué nada: no encontré «pan».")).toBe(false);
    expect(claimsSuccess("Estoy listo para ayudarte")).toBe(false);
    expect(claimsSuccess("Não consegui: não achei «Tirei o lixo».")).toBe(false);
    expect(replyLanguage("Pronto! Adicionei o pão e o leite à sua lista de hoje.")).toBe("pt-BR");
    expect(replyLanguage("¡Listo! Agregué el pan y la leche a tu lista de hoy.")).toBe("es");
    expect(replyLanguage("Done! I added bread and milk to your list.")).toBe("en");
    expect(saysItCannot("Todavía no sé hacer eso, pero esto sí puedo hacer por ti:")).toBe(true);
    expect(saysItCannot("¡Hola! ¿En qué te ayudo hoy?")).toBe(false);
  });
});

describe("the evaluation's judge", () => {
  const empty: HouseholdState = {
    shopping: [],
    pantry: [],
    tasks: [],
    events: [],
    services: [],
    meals: [],
  };
  const context = { today: "2026-11-25", timeZone: "America/Mexico_City", callerNames: ["Ana"] };
  const plátano: EvalCase = {
    id: "mx-048",
    language: "es",
    region: "MX",
    intent: "confirm",
    text: "plátano",
    expect: { confirm: { tool: "addShoppingItems", args: { items: [{ name: "plátano" }] } } },
  };

  it("sees a proposed action in the AI SDK's tool approval request, and passes it unrun", () => {
    const stream = [
      { type: "text-delta", id: "t", delta: "¿Agrego «plátano» a la lista?" },
      {
        type: "tool-input-available",
        toolCallId: "c1",
        toolName: "addShoppingItems",
        input: { items: [{ name: "Plátano" }] },
      },
      { type: "tool-approval-request", approvalId: "a1", toolCallId: "c1" },
      { type: "finish" },
    ]
      .map((event) => `data: ${JSON.stringify(event)}`)
      .concat("data: [DONE]")
      .join("\n");
    const observed = readUiStream(stream);
    expect(observed.proposals).toEqual([
      {
        tool: "addShoppingItems",
        input: { items: [{ name: "Plátano" }] },
        source: "tool-approval-request",
      },
    ]);
    expect(judge(plátano, observed, empty, empty, context)).toMatchObject({
      pass: true,
      falseSuccess: false,
    });
  });

  it("sees a proposed action in a proposeAction call, which is not a call of its own", () => {
    const stream = [
      {
        type: "tool-input-available",
        toolCallId: "p1",
        toolName: "proposeAction",
        input: { tool: "addShoppingItems", args: { items: [{ name: "plátano" }] }, question: "?" },
      },
      { type: "tool-output-available", toolCallId: "p1", output: { ok: true, proposed: true } },
    ]
      .map((event) => `data: ${JSON.stringify(event)}`)
      .join("\n");
    const observed = readUiStream(stream);
    expect(observed.calls).toEqual([]);
    expect(judge(plátano, observed, empty, empty, context).pass).toBe(true);
  });

  it("counts a «¡Listo!» over a change nobody asked for as a false success", () => {
    const musica: EvalCase = { ...plátano, intent: "out_of_scope", expect: { calls: [] } };
    const after: HouseholdState = {
      ...empty,
      shopping: [
        { id: "1", name: "Música de bad bunny", quantity: null, isChecked: false } as never,
      ],
    };
    const verdict = judge(
      musica,
      {
        reply: "¡Listo! Agregué música de bad bunny a la lista. 🛒",
        calls: [
          {
            toolCallId: "c1",
            tool: "addShoppingItems",
            input: { items: [{ name: "Música de bad bunny" }] },
            status: "ok",
          },
        ],
        proposals: [],
        error: null,
      },
      empty,
      after,
      context,
    );
    expect(verdict).toMatchObject({ pass: false, falseSuccess: true });
  });
});

// The eval needs SQLite (a file copy per case); what it measures does not depend on the engine.
describe.skipIf(process.env.HOGARIA_TEST_ENGINE === "postgres")(
  "assistant evaluation, sample",
  () => {
    let harness: EvalHarness;
    const results: CaseResult[] = [];
    let sample: EvalCase[] = [];

    beforeAll(async () => {
      const cases = new Map(loadCases().map((item) => [item.id, item]));
      sample = sampleIds.map((id) => {
        const item = cases.get(id);
        if (!item) throw new Error(`no case ${id}`);
        return item;
      });
      harness = await createEvalHarness();
      for (const item of sample) results.push(await harness.runCase(item));
    }, 120_000);
    afterAll(async () => {
      await harness?.close();
    });

    it("runs every sampled case through the chat and reports its accuracy", async ({
      annotate,
    }) => {
      expect(results.map((result) => result.item.id)).toEqual(sampleIds);
      const report = summarize(results, { provider: harness.provider, runMs: 0, fixtureMs: 0 });
      await annotate(
        `sample: ${report.passed}/${report.cases} acted on right (${(report.accuracy * 100).toFixed(1)} %), ` +
          `${report.falseSuccesses} false successes`,
      );
      expect(report.accuracy).toBeGreaterThanOrEqual(0);
      // Greetings change nothing, whatever the engine: the household and the runner are sound.
      for (const result of results.filter((r) => r.item.intent === "chat")) {
        expect(result.verdict.changes).toEqual([]);
      }
    });

    // Issue 16's targets.
    it("never claims a success the household's data does not show", () => {
      const falseSuccesses = results.filter((result) => result.verdict.falseSuccess);
      expect(falseSuccesses.map((result) => result.item.id)).toEqual([]);
    });

    it("acts right on at least 95 % of the sample", () => {
      const accuracy = results.filter((result) => result.verdict.pass).length / results.length;
      expect(accuracy).toBeGreaterThanOrEqual(0.95);
    });
  },
);
