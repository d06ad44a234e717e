import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Persona, PersonaInput } from "#shared/assistant/persona.ts";
import type { ChatUsage, ConversationDetail, ConversationSummary } from "#shared/schemas/chat.ts";
import { api } from "#web/lib/api-client.ts";

export const personasQuery = queryOptions({
  queryKey: ["chat", "personas"],
  queryFn: ({ signal }) => api<Persona[]>("/api/chat/personas", { signal }),
});

export const conversationsQuery = queryOptions({
  queryKey: ["chat", "conversations"],
  queryFn: ({ signal }) => api<ConversationSummary[]>("/api/chat/conversations", { signal }),
});

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: ["chat", "conversation", id],
    queryFn: ({ signal }) => api<ConversationDetail>(`/api/chat/conversations/${id}`, { signal }),
    // A conversation opened from the list is read once; the thread keeps it current after that.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usageQuery = queryOptions({
  queryKey: ["chat", "usage"],
  queryFn: ({ signal }) => api<ChatUsage>("/api/chat/usage", { signal }),
});

function useChatMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["chat"] }),
  });
}

export const useSavePersona = () =>
  useChatMutation(({ id, ...input }: PersonaInput & { id?: string }) =>
    id
      ? api<Persona>(`/api/chat/personas/${id}`, { method: "PUT", body: input })
      : api<Persona>("/api/chat/personas", { body: input }),
  );

export const useRenameConversation = () =>
  useChatMutation(({ id, title }: { id: string; title: string }) =>
    api<ConversationSummary>(`/api/chat/conversations/${id}`, { method: "PATCH", body: { title } }),
  );

export const useDeleteConversation = () =>
  useChatMutation((id: string) => api<null>(`/api/chat/conversations/${id}`, { method: "DELETE" }));
