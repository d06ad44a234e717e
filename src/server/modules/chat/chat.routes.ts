import { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  type ChatContext,
  createPersona,
  deleteConversation,
  editPersona,
  getChatUsage,
  getConversation,
  listHouseholdPersonas,
  listMemberConversations,
  prepareAssistant,
  renameConversation,
  sendChatMessage,
} from "#server/modules/chat/chat.service.ts";
import { personaInputSchema } from "#shared/assistant/persona.ts";
import { chatRequestSchema, renameConversationSchema } from "#shared/schemas/chat.ts";

/** /api/chat: the assistant (streamed replies), the member's conversations and the personas. */
export function chatRoutes(ctx: ChatContext) {
  prepareAssistant(ctx);
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const input = await readJson(c, chatRequestSchema);
      return sendChatMessage(ctx, c.get("membership"), input, c.req.raw.signal);
    })
    .get("/usage", async (c) => c.json(await getChatUsage(ctx, c.get("membership"))))
    .get("/personas", async (c) => c.json(await listHouseholdPersonas(ctx, c.get("membership"))))
    .post("/personas", async (c) => {
      const input = await readJson(c, personaInputSchema);
      return c.json(await createPersona(ctx, c.get("membership"), input), 201);
    })
    .put("/personas/:id", async (c) => {
      const input = await readJson(c, personaInputSchema);
      return c.json(await editPersona(ctx, c.get("membership"), c.req.param("id"), input));
    })
    .get("/conversations", async (c) =>
      c.json(await listMemberConversations(ctx, c.get("membership"))),
    )
    .get("/conversations/:id", async (c) =>
      c.json(await getConversation(ctx, c.get("membership"), c.req.param("id"))),
    )
    .patch("/conversations/:id", async (c) => {
      const input = await readJson(c, renameConversationSchema);
      return c.json(await renameConversation(ctx, c.get("membership"), c.req.param("id"), input));
    })
    .delete("/conversations/:id", async (c) => {
      await deleteConversation(ctx, c.get("membership"), c.req.param("id"));
      return c.body(null, 204);
    });
}
