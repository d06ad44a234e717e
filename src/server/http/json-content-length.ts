import type { MiddlewareHandler } from "hono";

/**
 * `c.json` answers carry no Content-Length, so `compress()` cannot tell a 76-byte answer from a
 * large one and gzips both: on small answers that costs more CPU than the bytes it saves
 * (issue 18). Registered after `compress()`, this runs first on the way out and measures JSON
 * bodies, so `compress()` leaves those under its 1 KB threshold as they are.
 */
export function jsonContentLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const type = answer.headers.get("content-type") ?? "";
    if (!type.startsWith("application/json") || answer.headers.has("content-length")) return;
    const body = await answer.text();
    const headers = new Headers(answer.headers);
    headers.set("content-length", String(Buffer.byteLength(body)));
    // Cleared first: Hono's setter would otherwise rewrap the new answer as a stream.
    c.res = undefined;
    c.res = new Response(body, { status: answer.status, headers });
  };
}
