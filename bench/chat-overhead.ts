/**
 * Chat overhead: how much time Hogaria adds to the model's first token, and how fast it streams.
 *
 * A local fake OpenAI-compatible server answers at once. We time the first token asked of it
 * directly, then through Hogaria's POST /api/chat over real HTTP (session, membership, plan limit,
 * stored message, persona and tools, then the same provider call); the difference of the medians
 * is the server's added time to first token. Then a long answer measures streamed tokens/s.
 *
 * Run alone with `npm run bench:chat`.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { insertHousehold, insertMember } from "#server/modules/households/households.repository.ts";
import { startFakeOpenAI } from "#tests/server/harness/fake-openai.ts";
import { createTestServer, testOrigin } from "#tests/server/harness/test-server.ts";
import type { BenchRow } from "./bench-row.ts";

/** A server answers messages all day: the medians are of a warm one. Fewer warm-up rounds measure
 * V8 still compiling the path (the first message is reported on its own), and on these shared
 * 2-core machines 40 rounds left the median ±1 ms from run to run. */
const rounds = 200;
const warmup = 50;
const longAnswerTokens = 2000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Reads a streamed response until `found` says a chunk carried the first token; then drains. */
async function timeToFirst(response: Response, found: (text: string) => boolean, started: number) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let seen = "";
  let first = Number.NaN;
  let last = started;
  let tokens = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    seen += text;
    if (Number.isNaN(first) && found(seen)) first = performance.now() - started;
    tokens += (text.match(/"text-delta"/g) ?? []).length;
    last = performance.now();
  }
  return { first, tokens, streamMs: last - started - first };
}

export async function measure(): Promise<BenchRow[]> {
  const fake = await startFakeOpenAI();
  const hogaria = await createTestServer({
    AI_BASE_URL: fake.url,
    AI_API_KEY: "bench",
    AI_MODEL: "fake-model",
  });
  const http = serve({ fetch: hogaria.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => http.once("listening", resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  try {
    // A signed-in owner of a household on the Pro plan (no monthly limit).
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: testOrigin },
      body: JSON.stringify({
        name: "Bench",
        email: `bench.${Date.now()}@ejemplo.mx`,
        password: "secreto123",
        acceptTerms: true,
      }),
    });
    const { user } = (await signUp.json()) as { user: { id: string; email: string } };
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const householdId = await insertHousehold(hogaria.database.db, user.id, {
      name: "Casa Bench",
      language: "es",
    });
    await insertMember(hogaria.database.db, {
      userId: user.id,
      householdId,
      name: "Bench",
      email: user.email,
      role: "owner",
    });
    await hogaria.database.db
      .updateTable("households")
      .set({ plan: "pro", subscription_status: "active" })
      .where("id", "=", householdId)
      .execute();

    const direct: number[] = [];
    const through: number[] = [];
    const floor: number[] = [];
    let firstMessage = Number.NaN;
    fake.reply(() => ({ kind: "text", tokens: ["Hola", " familia", "."] }));
    for (let round = 0; round < warmup + rounds; round++) {
      let started = performance.now();
      const raw = await fetch(`${fake.url}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          model: "fake-model",
          stream: true,
          messages: [{ role: "user", content: "hola" }],
        }),
      });
      const provider = await timeToFirst(raw, (text) => text.includes('"content":"Hola"'), started);

      started = performance.now();
      const response = await fetch(`${base}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: testOrigin, cookie },
        body: JSON.stringify({ conversationId: crypto.randomUUID(), message: "hola" }),
      });
      const app = await timeToFirst(response, (text) => text.includes('"text-delta"'), started);

      // The same session and household checks on a plain JSON route: the floor every
      // signed-in request pays before the chat does anything of its own.
      started = performance.now();
      const usage = await fetch(`${base}/api/chat/usage`, {
        headers: { origin: testOrigin, cookie },
      });
      await usage.text();
      const plain = performance.now() - started;
      if (round === 0) firstMessage = app.first - provider.first;
      if (round >= warmup) {
        direct.push(provider.first);
        through.push(app.first);
        floor.push(plain);
      }
    }

    fake.reply(() => ({
      kind: "text",
      tokens: Array.from({ length: longAnswerTokens }, (_, i) => `t${i} `),
    }));
    const started = performance.now();
    const long = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: testOrigin, cookie },
      body: JSON.stringify({ conversationId: crypto.randomUUID(), message: "cuéntame algo largo" }),
    });
    const streamed = await timeToFirst(long, (text) => text.includes('"text-delta"'), started);
    const tokensPerSecond = Math.round(streamed.tokens / (streamed.streamMs / 1000));

    const overhead = Math.round((median(through) - median(direct)) * 10) / 10;
    const own = Math.round((median(through) - median(floor)) * 10) / 10;
    return [
      {
        area: "Chat",
        metric: "provider time to first token (median)",
        value: Math.round(median(direct) * 10) / 10,
        unit: "ms",
      },
      {
        area: "Chat",
        metric: "time to first token through Hogaria (median)",
        value: Math.round(median(through) * 10) / 10,
        unit: "ms",
      },
      {
        area: "Chat",
        metric: "server's added time to first token (median)",
        value: overhead,
        unit: "ms",
        target: "≤ 10 ms",
        meetsTarget: overhead <= 10,
      },
      {
        area: "Chat",
        metric: "added time to first token of the first message after start",
        value: Math.round(firstMessage * 10) / 10,
        unit: "ms",
      },
      {
        area: "Chat",
        metric: "signed-in request floor, GET /api/chat/usage (median)",
        value: Math.round(median(floor) * 10) / 10,
        unit: "ms",
      },
      {
        area: "Chat",
        metric: "chat's own time to first token beyond that floor (median)",
        value: own,
        unit: "ms",
      },
      {
        area: "Chat",
        metric: "streamed tokens per second",
        value: tokensPerSecond,
        unit: "tokens/s",
      },
    ];
  } finally {
    await new Promise((resolve) => http.close(resolve));
    await hogaria.close();
    await fake.close();
  }
}

if (import.meta.main) {
  const rows = await measure();
  console.table(rows);
}
