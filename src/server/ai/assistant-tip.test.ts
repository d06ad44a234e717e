import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTipWriter } from "#server/ai/assistant-tip.ts";
import { fallbackTipIn } from "#server/ai/daily-tip.ts";

/** A configured model writes the brief's tip; the AI SDK loads with that first tip (ADR 021). */
let server: Server;
let baseUrl = "";
let answer: { status: number; content: string } = { status: 200, content: "" };
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-tip",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "fake",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: answer.content },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const input = {
  householdName: "Casa López",
  date: "2026-11-25",
  timeOfDay: "morning" as const,
  language: "es",
  events: [],
  urgentTasks: [],
  itemsToBuy: [{ name: "Leche" }],
};

describe("the tip a configured model writes", () => {
  it("keeps the model's first two lines, and answers the fallback when it fails", async () => {
    const tip = createTipWriter({ baseUrl, apiKey: undefined, model: undefined, timeoutMs: 5_000 });
    answer = { status: 200, content: "- Compra leche hoy\n- Llama a la abuela\n- Otra cosa" };
    expect(await tip(input)).toBe("Compra leche hoy\nLlama a la abuela");
    answer = { status: 500, content: "" };
    expect(await tip(input)).toBe(fallbackTipIn("es"));
  });
});
