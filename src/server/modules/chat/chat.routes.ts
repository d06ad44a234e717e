import { routesFrom } from "#server/http/contract-routes.ts";
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
import { chatContract } from "#shared/contracts/chat.ts";

/** /api/chat: the assistant (streamed replies), the member's conversations and the personas,
 * declared from their contract (each body is validated there, once). */
export function chatRoutes(ctx: ChatContext) {
  prepareAssistant(ctx);
  return routesFrom(ctx, chatContract, {
    send: ({ body }, c) => sendChatMessage(ctx, c.get("membership"), body, c.req.raw.signal),
    usage: async (_input, c) => ({
      status: 200,
      body: await getChatUsage(ctx, c.get("membership")),
    }),
    personas: async (_input, c) => ({
      status: 200,
      body: await listHouseholdPersonas(ctx, c.get("membership")),
    }),
    createPersona: async ({ body }, c) => ({
      status: 201,
      body: await createPersona(ctx, c.get("membership"), body),
    }),
    editPersona: async ({ params, body }, c) => ({
      status: 200,
      body: await editPersona(ctx, c.get("membership"), params.id, body),
    }),
    conversations: async (_input, c) => ({
      status: 200,
      body: await listMemberConversations(ctx, c.get("membership")),
    }),
    conversation: async ({ params }, c) => ({
      status: 200,
      body: await getConversation(ctx, c.get("membership"), params.id),
    }),
    renameConversation: async ({ params, body }, c) => ({
      status: 200,
      body: await renameConversation(ctx, c.get("membership"), params.id, body),
    }),
    deleteConversation: async ({ params }, c) => {
      await deleteConversation(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
  });
}
