import type { TestClient } from "#tests/server/harness/test-client.ts";

export interface ChatStreamResult {
  status: number;
  /** The parsed `data:` events of the UI message stream, `[DONE]` left out. */
  events: Record<string, unknown>[];
  /** The streamed text, deltas joined. */
  text: string;
  /** JSON error body when the request was refused before streaming. */
  error: { code: string; message: string } | null;
}

/** Sends one chat message and reads the whole SSE answer. */
export async function sendChat(
  client: TestClient,
  body: { conversationId: string; message: string; personaId?: string | null },
): Promise<ChatStreamResult> {
  const response = await client.raw("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const raw = await response.text();
  if (!response.headers.get("content-type")?.includes("text/event-stream")) {
    const parsed = raw ? (JSON.parse(raw) as { error?: { code: string; message: string } }) : {};
    return { status: response.status, events: [], text: "", error: parsed.error ?? null };
  }
  const events = raw
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
  const text = events
    .filter((event) => event.type === "text-delta")
    .map((event) => String(event.delta))
    .join("");
  return { status: response.status, events, text, error: null };
}
