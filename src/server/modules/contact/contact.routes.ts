import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import { sendContactMessage } from "#server/modules/contact/contact.service.ts";
import { contactMessageSchema } from "#shared/schemas/contact.ts";

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local"; // in-process requests (tests) have no socket
  }
}

/** Public: the landing page's contact form (no session needed). */
export function contactRoutes(deps: AppContext) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await readJson(c, contactMessageSchema);
    const { id } = await sendContactMessage(deps, input, clientAddress(c));
    return c.json({ id }, 201);
  });
}
