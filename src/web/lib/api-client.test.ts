import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, errorText, NetworkError } from "#web/lib/api-client.ts";

const t = ((key: string) => key) as unknown as Parameters<typeof errorText>[1];

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch, the chat stream's fetch", () => {
  it("turns a refusal into the server's reason, as every other request reads it", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { error: { code: "CHAT_LIMIT_REACHED", message: "Llegaste a los 20 mensajes." } },
        { status: 429 },
      ),
    );
    const refused = await apiFetch("/api/chat", { method: "POST" }).catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(errorText(refused, t)).toBe("Llegaste a los 20 mensajes.");
  });

  it("says the connection failed when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const failed = await apiFetch("/api/chat").catch((error) => error);
    expect(failed).toBeInstanceOf(NetworkError);
    expect(errorText(failed, t)).toBe("common:errors.network");
  });

  it("sends the reader's language and the session cookie with the caller's headers", async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetch);
    const response = await apiFetch("/api/chat", { headers: { "content-type": "text/plain" } });
    expect(response.ok).toBe(true);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get("content-type")).toBe("text/plain");
    expect(headers.get("accept-language")).toBe("es");
    expect(init.credentials).toBe("same-origin");
  });
});
