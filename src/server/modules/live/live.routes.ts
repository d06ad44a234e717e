import { streamSSE } from "hono/streaming";
import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { liveContract } from "#shared/contracts/live.ts";

const heartbeatMs = 25_000;

/** GET /api/live: Server-Sent Events with every change in the member's household. */
export function liveRoutes(deps: Pick<AppContext, "live" | "config">) {
  const { live } = deps;
  return routesFrom(deps, liveContract, {
    stream: (_input, c) => {
      const { householdId, userId } = c.get("membership");
      c.header("cache-control", "no-cache, no-transform");
      c.header("x-accel-buffering", "no");
      return streamSSE(c, async (stream) => {
        const queue: string[] = [];
        let wake: (() => void) | undefined;
        // The member was removed or their role changed: what is queued (the change that says so)
        // is sent, nothing after it, and the stream ends. The browser reconnects, and the
        // membership is checked again.
        let ended = false;
        const unsubscribe = live.subscribe(
          householdId,
          (event) => {
            queue.push(JSON.stringify(event));
            wake?.();
          },
          {
            userId,
            onEnd: () => {
              ended = true;
              stop();
            },
          },
        );
        const stop = () => {
          unsubscribe();
          wake?.();
        };
        stream.onAbort(stop);
        live.closing.addEventListener("abort", stop, { once: true });
        await stream.writeSSE({ event: "ready", data: "{}" });
        while (!stream.aborted && !live.closing.aborted) {
          const next = queue.shift();
          if (next) {
            await stream.writeSSE({ event: "change", data: next });
            continue;
          }
          if (ended) break;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, heartbeatMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          if (queue.length === 0 && !ended && !stream.aborted && !live.closing.aborted) {
            await stream.write(": ping\n\n");
          }
        }
        live.closing.removeEventListener("abort", stop);
        unsubscribe();
      });
    },
  });
}
