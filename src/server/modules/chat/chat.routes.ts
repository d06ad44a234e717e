import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import type { ChatContext } from "#server/modules/chat/chat.service.ts";
import { chatContract } from "#shared/contracts/chat.ts";

/** /api/chat: the assistant (streamed replies), the member's conversations and the personas,
 * declared from their contract (each body is validated there, once). */
export function chatRoutes(app: AppContext) {
  const ctx: ChatContext = {
    ...serviceContext(app),
    config: app.config,
    logger: app.logger,
    storage: app.storage,
  };
  // The assistant (the AI SDK, its tools, the built-in understanding: ~30 MB once loaded) loads
  // with the first chat request, usually the chat screen's list of conversations, and is warmed
  // then, before its first message, not at start (ADR 021: memory).
  let loaded: Promise<typeof import("#server/modules/chat/chat.service.ts")> | undefined;
  const service = () => {
    loaded ??= import("#server/modules/chat/chat.service.ts").then(
      (module) => {
        module.prepareAssistant(ctx);
        return module;
      },
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  return routesFrom(app, chatContract, {
    send: async ({ body }, c) =>
      (await service()).sendChatMessage(ctx, c.get("membership"), body, c.req.raw.signal),
    usage: async (_input, c) => ({
      status: 200,
      body: await (await service()).getChatUsage(ctx, c.get("membership")),
    }),
    personas: async (_input, c) => ({
      status: 200,
      body: await (await service()).listHouseholdPersonas(ctx, c.get("membership")),
    }),
    createPersona: async ({ body }, c) => ({
      status: 201,
      body: await (await service()).createPersona(ctx, c.get("membership"), body),
    }),
    editPersona: async ({ params, body }, c) => ({
      status: 200,
      body: await (await service()).editPersona(ctx, c.get("membership"), params.id, body),
    }),
    conversations: async (_input, c) => ({
      status: 200,
      body: await (await service()).listMemberConversations(ctx, c.get("membership")),
    }),
    conversation: async ({ params }, c) => ({
      status: 200,
      body: await (await service()).getConversation(ctx, c.get("membership"), params.id),
    }),
    renameConversation: async ({ params, body }, c) => ({
      status: 200,
      body: await (await service()).renameConversation(ctx, c.get("membership"), params.id, body),
    }),
    deleteConversation: async ({ params }, c) => {
      await (await service()).deleteConversation(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
  });
}
