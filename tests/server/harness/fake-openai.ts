import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible /v1/chat/completions server for tests and the bench: it streams
 * what each scenario says (text tokens, a tool call, an HTTP error, or nothing at all) as SSE
 * chunks ending with `data: [DONE]`, and records every request it received.
 */
export type FakeReply =
  | { kind: "text"; tokens: string[]; delayMs?: number }
  | { kind: "tool"; name: string; args: unknown }
  | { kind: "error"; status: number; message: string }
  | { kind: "hang" };

export interface FakeRequest {
  body: {
    model: string;
    messages: { role: string; content: unknown; tool_calls?: unknown; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
    stream?: boolean;
  };
  headers: IncomingMessage["headers"];
  /** The client closed the connection before the answer ended. */
  aborted: boolean;
}

export interface FakeOpenAI {
  /** Base URL to configure as AI_BASE_URL, ending in /v1. */
  url: string;
  requests: FakeRequest[];
  /** What the next requests get; the function receives the request's position (0-based). */
  reply: (script: (request: FakeRequest, index: number) => FakeReply) => void;
  close: () => Promise<void>;
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;
}

const usage = (tokens: number) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [],
    usage: { prompt_tokens: 10, completion_tokens: tokens, total_tokens: 10 + tokens },
  })}\n\n`;

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: FakeRequest[] = [];
  let script: (request: FakeRequest, index: number) => FakeReply = () => ({
    kind: "text",
    tokens: ["Hola"],
  });
  const sockets = new Set<import("node:net").Socket>();

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const part of req) chunks.push(part as Buffer);
    const request: FakeRequest = {
      body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"),
      headers: req.headers,
      aborted: false,
    };
    const index = requests.push(request) - 1;
    res.on("close", () => {
      if (!res.writableFinished) request.aborted = true;
    });
    if (!req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    const reply = script(request, index);
    if (reply.kind === "error") {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: reply.message, type: "server_error" } }));
      return;
    }
    if (request.body.stream !== true && reply.kind === "text") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "fake-model",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: reply.tokens.join("") },
              finish_reason: "stop",
            },
          ],
          usage: {
            prompt_tokens: 10,
            completion_tokens: reply.tokens.length,
            total_tokens: 10 + reply.tokens.length,
          },
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.flushHeaders();
    if (reply.kind === "hang") return;
    if (reply.kind === "tool") {
      res.write(
        chunk({
          role: "assistant",
          tool_calls: [
            {
              index: 0,
              id: `call_${index}`,
              type: "function",
              function: { name: reply.name, arguments: JSON.stringify(reply.args) },
            },
          ],
        }),
      );
      res.write(chunk({}, "tool_calls"));
      res.write(usage(5));
      res.end("data: [DONE]\n\n");
      return;
    }
    res.write(chunk({ role: "assistant", content: "" }));
    for (const token of reply.tokens) {
      if (res.destroyed) return;
      res.write(chunk({ content: token }));
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    }
    if (res.destroyed) return;
    res.write(chunk({}, "stop"));
    res.write(usage(reply.tokens.length));
    res.end("data: [DONE]\n\n");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (next) => {
      script = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
