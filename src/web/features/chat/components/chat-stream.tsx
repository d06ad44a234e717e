import { useChat } from "@ai-sdk/react";
import { useQueryClient } from "@tanstack/react-query";
import { DefaultChatTransport, type UIMessage } from "ai";
import {
  type Dispatch,
  type SetStateAction,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { apiFetch, errorText } from "#web/lib/api-client.ts";

/** What the thread shows and can do once the stream's code is here. */
export interface LiveChat {
  messages: UIMessage[];
  status: "submitted" | "streaming" | "ready" | "error";
  send: (text: string) => void;
  stop: () => void;
}

/** A message sent before this code had arrived: sent once it has. */
export interface PendingMessage {
  id: string;
  text: string;
}

interface ChatStreamProps {
  conversationId: string;
  initialMessages: UIMessage[];
  personaId: string | null;
  pending: PendingMessage | null;
  /** The pending message is in the thread now (sent). */
  onPendingSent: () => void;
  onChange: (chat: LiveChat) => void;
  /** A refused question goes back to the box. */
  setInput: Dispatch<SetStateAction<string>>;
}

export function textOf(message: UIMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/**
 * The thread's streaming (ADR 022): the AI SDK's `useChat` and the Zod it validates the stream
 * with, fetched when the browser is idle after /chat shows or with the first message, so the
 * conversation, the list and the composer render without them. Renders nothing: it hands the
 * thread its messages and status as they change (before the browser paints).
 */
export function ChatStream({
  conversationId,
  initialMessages,
  personaId,
  pending,
  onPendingSent,
  onChange,
  setInput,
}: ChatStreamProps) {
  const { t } = useTranslation("chat");
  const queryClient = useQueryClient();
  const personaRef = useRef(personaId);
  personaRef.current = personaId;

  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: "/api/chat",
        // Refusals (429, 403…) and an unreachable server fail as every other request's do.
        fetch: apiFetch,
        // The server keeps the history: each request carries only the new message.
        prepareSendMessagesRequest: ({ id, messages }) => ({
          body: {
            conversationId: id,
            personaId: personaRef.current,
            message: textOf(messages.at(-1) as UIMessage),
          },
        }),
      }),
    [],
  );

  const { messages, sendMessage, setMessages, status, stop } = useChat({
    id: conversationId,
    messages: initialMessages,
    transport,
    onFinish: () => {
      void queryClient.invalidateQueries({ queryKey: ["chat", "usage"] });
      void queryClient.invalidateQueries({ queryKey: ["chat", "conversations"] });
      // What the assistant changed shows at once on the other screens.
      for (const key of [
        "shopping",
        "tasks",
        "pantry",
        "calendar",
        "services",
        "daily-brief",
        "dashboard",
      ]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
    onError: (error) => {
      // Spec §4: on failure the last message is removed; a refused question goes back to the box.
      setMessages((current) => {
        const last = current.at(-1);
        if (last?.role === "user") setInput((typed) => typed || textOf(last));
        return current.slice(0, -1);
      });
      // A failure mid-answer arrives as the server's own text (the stream's error part).
      toast.error(errorText(error, t, error.message || t("errors.failed")));
      void queryClient.invalidateQueries({ queryKey: ["chat", "usage"] });
    },
  });

  useLayoutEffect(() => {
    onChange({
      messages,
      status,
      send: (text) => void sendMessage({ text }),
      stop: () => void stop(),
    });
  }, [messages, status, sendMessage, stop, onChange]);

  // Sent once, after the effects have settled: StrictMode's trial unmount stops the chat, which
  // would abort a request sent from the first run.
  const sentRef = useRef<PendingMessage | null>(null);
  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled || sentRef.current === pending) return;
      sentRef.current = pending;
      onPendingSent();
      void sendMessage({ text: pending.text });
    });
    return () => {
      cancelled = true;
    };
  }, [pending, onPendingSent, sendMessage]);

  return null;
}
