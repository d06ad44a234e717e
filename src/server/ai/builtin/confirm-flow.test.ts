import {
  convertToModelMessages,
  type ModelMessage,
  stepCountIs,
  streamText,
  tool,
  type UIMessage,
} from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createBuiltinModel } from "#server/ai/builtin/builtin-model.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";
import { readTraits } from "#shared/assistant/persona.ts";

/**
 * The confirmation flow as the chat runs it: the built-in model proposes (proposeAction), the
 * reply is stored as UI message parts, and the next turn replays them (chat.service's
 * modelHistory) — so «Sí» runs the proposed tool with the proposed input and «No» runs nothing.
 * The household tools are stood in for here; chat-assistant.test.ts runs the real ones.
 */
beforeAll(async () => {
  await loadUnderstanding();
}, 120_000);

function tools(ran: { tool: string; input: unknown }[]) {
  const record = (name: string) => async (input: unknown) => {
    ran.push({ tool: name, input });
    return { ok: true, added: [], bumped: [] };
  };
  return {
    proposeAction: tool({
      inputSchema: z.object({
        tool: z.string(),
        args: z.record(z.string(), z.unknown()),
        question: z.string(),
      }),
      execute: async ({ tool: name, args }) => {
        ran.push({ tool: "proposeAction", input: { tool: name, args } });
        return { ok: true, proposal: { tool: name, args } };
      },
    }),
    addShoppingItems: tool({
      inputSchema: z.object({
        items: z.array(z.object({ name: z.string(), quantity: z.string().optional() })),
      }),
      execute: record("addShoppingItems"),
    }),
  };
}

async function turn(history: UIMessage[], text: string, language: "es" | "pt-BR" | "en" = "es") {
  const ran: { tool: string; input: unknown }[] = [];
  const user: UIMessage = {
    id: `u${history.length}`,
    role: "user",
    parts: [{ type: "text", text }],
  };
  const messages: ModelMessage[] = await convertToModelMessages([...history, user], {
    ignoreIncompleteToolCalls: true,
  });
  const result = streamText({
    model: createBuiltinModel({
      traits: readTraits({ language }, language),
      timeZone: "America/Mexico_City",
      wordDelayMs: 0,
    }),
    messages,
    tools: tools(ran),
    stopWhen: stepCountIs(5),
  });
  let stored: UIMessage | undefined;
  const stream = result.toUIMessageStream({
    onEnd: ({ responseMessage }) => {
      stored = {
        ...responseMessage,
        parts: responseMessage.parts.filter((part) => part.type !== "step-start"),
      };
    },
  });
  for await (const _ of stream) {
    // drained: the reply is stored at its end, as the chat does.
  }
  return { ran, text: await result.text, history: [...history, user, stored as UIMessage] };
}

describe("a proposal, then the member's answer", () => {
  it.each(["Sí", "sí, dale", "dale"])(
    "«%s» runs the proposed tool with the proposed input",
    async (yes) => {
      const asked = await turn([], "mandarinas");
      expect(asked.ran).toEqual([
        {
          tool: "proposeAction",
          input: { tool: "addShoppingItems", args: { items: [{ name: "Mandarinas" }] } },
        },
      ]);
      expect(asked.text).toContain("¿Agrego");
      const answered = await turn(asked.history, yes);
      expect(answered.ran).toEqual([
        { tool: "addShoppingItems", input: { items: [{ name: "Mandarinas" }] } },
      ]);
    },
  );

  it("«Sim» and «yes» answer in their own language", async () => {
    const pt = await turn((await turn([], "maracujás", "pt-BR")).history, "Sim", "pt-BR");
    expect(pt.ran.map((call) => call.tool)).toEqual(["addShoppingItems"]);
    const en = await turn((await turn([], "paper towels", "en")).history, "yes", "en");
    expect(en.ran.map((call) => call.tool)).toEqual(["addShoppingItems"]);
  });

  it("«No» runs nothing and says so kindly", async () => {
    const asked = await turn([], "toallas húmedas");
    const declined = await turn(asked.history, "No");
    expect(declined.ran).toEqual([]);
    expect(declined.text).toContain("no hice ningún cambio");
  });

  it("«Sí» with nothing proposed before runs nothing", async () => {
    const answered = await turn([], "Sí");
    expect(answered.ran).toEqual([]);
  });
});
