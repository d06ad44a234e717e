import type { UIMessage } from "ai";
import { Bot, SendHorizontal, Square } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type ProposableToolName, proposableToolNames } from "#shared/assistant/tool-results.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import type { LiveChat, PendingMessage } from "#web/features/chat/components/chat-stream.tsx";
import { Markdown } from "#web/features/chat/components/markdown.tsx";
import { ToolCard } from "#web/features/chat/components/tool-card.tsx";
import { cn } from "#web/lib/cn.ts";
import { whenIdle } from "#web/lib/when-idle.ts";

type StreamCode = typeof import("#web/features/chat/components/chat-stream.tsx");

/**
 * The AI SDK (`useChat`) and the Zod it needs are not in /chat's first view (ADR 022): fetched
 * when the browser is idle after the thread shows, or with the first message sent before then.
 * Kept once here, so a conversation opened later has it at once. A failed fetch is asked again.
 */
let streamCode: StreamCode | undefined;
let loadingStream: Promise<StreamCode> | undefined;
function loadStreamCode(): Promise<StreamCode> {
  loadingStream ??= import("#web/features/chat/components/chat-stream.tsx").then(
    (code) => {
      streamCode = code;
      return code;
    },
    (error: unknown) => {
      loadingStream = undefined;
      throw error;
    },
  );
  return loadingStream;
}

interface ChatThreadProps {
  conversationId: string;
  initialMessages: UIMessage[];
  personaId: string | null;
  /** The plan's monthly limit is used up: the composer stays closed. */
  limitReached: boolean;
  /** Called once the first message of a new conversation is sent. */
  onStarted: () => void;
}

/** A tool whose result shows as a card; a proposal shows as «Sí» / «No» instead. */
function isCardTool(name: string): name is ProposableToolName {
  return (proposableToolNames as readonly string[]).includes(name);
}

/** Quick replies to a proposed action: the answer is sent as the member's next message. */
function ProposalReplies({
  onAnswer,
  disabled,
}: {
  onAnswer: (answer: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("chat");
  return (
    <fieldset aria-label={t("proposal.label")} className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        disabled={disabled}
        onClick={() => onAnswer(t("proposal.yes"))}
      >
        {t("proposal.yes")}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() => onAnswer(t("proposal.no"))}
      >
        {t("proposal.no")}
      </Button>
    </fieldset>
  );
}

/** A phone's keyboard has no Shift+Enter to speak of: the hint is for keyboards only. */
function touchScreen(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(pointer: coarse)").matches;
}

export function ChatThread({
  conversationId,
  initialMessages,
  personaId,
  limitReached,
  onStarted,
}: ChatThreadProps) {
  const { t } = useTranslation("chat");
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [stream, setStream] = useState(() => streamCode);
  const [live, setLive] = useState<LiveChat | null>(null);
  const [pending, setPending] = useState<PendingMessage | null>(null);

  const fetchStream = useCallback(
    (sending?: PendingMessage) =>
      loadStreamCode().then(setStream, () => {
        if (!sending) return;
        // Its code could not be fetched (offline): the question goes back to the box.
        setPending(null);
        setInput((typed) => typed || sending.text);
        toast.error(t("common:errors.network"));
      }),
    [t],
  );
  useEffect(() => {
    if (!stream) return whenIdle(() => void fetchStream());
  }, [stream, fetchStream]);
  const onPendingSent = useCallback(() => setPending(null), []);

  const stored = live?.messages ?? initialMessages;
  const messages: UIMessage[] = pending
    ? [...stored, { id: pending.id, role: "user", parts: [{ type: "text", text: pending.text }] }]
    : stored;
  const status = pending ? "submitted" : (live?.status ?? "ready");
  const loading = status === "submitted" || status === "streaming";

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new token
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [stored, pending]);

  useEffect(() => {
    if (!loading) inputRef.current?.focus();
  }, [loading]);

  const send = (text: string) => {
    const message = text.trim();
    if (!message || loading || limitReached) return;
    if (messages.length === 0) onStarted();
    setInput("");
    if (live) {
      live.send(message);
      return;
    }
    const queued = { id: crypto.randomUUID(), text: message };
    setPending(queued);
    if (!stream) void fetchStream(queued);
  };

  const stop = () => {
    if (live && !pending) {
      live.stop();
      return;
    }
    // Not sent yet: it is only taken back.
    if (pending) setInput((typed) => typed || pending.text);
    setPending(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(input);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(input);
    }
  };

  const examples = t("empty.examples", { returnObjects: true }) as string[];

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      {stream && (
        <stream.ChatStream
          conversationId={conversationId}
          initialMessages={initialMessages}
          personaId={personaId}
          pending={pending}
          onPendingSent={onPendingSent}
          onChange={setLive}
          setInput={setInput}
        />
      )}
      <div
        className="min-h-0 flex-1 overflow-y-auto rounded-xl border bg-card p-3 sm:p-4"
        aria-live="polite"
      >
        {messages.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-8 text-center">
            <Bot className="size-10 text-primary" aria-hidden />
            <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("empty.body")}</p>
            <ul className="grid w-full max-w-xl gap-2 sm:grid-cols-2">
              {examples.map((example) => (
                <li key={example}>
                  <Button
                    type="button"
                    variant="outline"
                    className="h-auto w-full whitespace-normal py-2 text-left"
                    disabled={loading || limitReached}
                    onClick={() => send(example)}
                  >
                    {example}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ol className="grid gap-3">
            {messages.map((message) => (
              <li
                key={message.id}
                className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}
                data-role={message.role}
              >
                <div
                  className={cn(
                    "grid max-w-[85%] gap-2 rounded-2xl px-3 py-2 text-sm",
                    message.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted",
                  )}
                >
                  <span className="sr-only">
                    {t(`roles.${message.role === "user" ? "user" : "assistant"}`)}:
                  </span>
                  {message.parts.map((part, index) => {
                    const key = `${message.id}-${index}`;
                    if (part.type === "text") {
                      return message.role === "user" ? (
                        <p key={key} className="whitespace-pre-wrap">
                          {part.text}
                        </p>
                      ) : (
                        <Markdown key={key} text={part.text} />
                      );
                    }
                    if (part.type.startsWith("tool-")) {
                      const name = part.type.slice(5);
                      const tool = part as { state: string; output?: unknown };
                      return isCardTool(name) ? (
                        <ToolCard key={key} name={name} state={tool.state} output={tool.output} />
                      ) : null;
                    }
                    return null;
                  })}
                  {/* The question is the reply's text; only the latest one can be answered. */}
                  {message.id === messages.at(-1)?.id &&
                    !loading &&
                    message.parts.some((part) => part.type === "tool-proposeAction") && (
                      <ProposalReplies onAnswer={send} disabled={limitReached} />
                    )}
                </div>
              </li>
            ))}
            {status === "submitted" && (
              <li className="text-sm text-muted-foreground" data-testid="thinking">
                {t("thinking")}
              </li>
            )}
          </ol>
        )}
        <div ref={endRef} />
      </div>

      <form onSubmit={submit} className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          {t("composer.label")}
        </label>
        <Textarea
          id="chat-input"
          ref={inputRef}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t(touchScreen() ? "composer.placeholderTouch" : "composer.placeholder")}
          disabled={loading || limitReached}
          rows={2}
          maxLength={4000}
          className="min-h-12 flex-1 resize-none"
        />
        {loading ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={stop}
            aria-label={t("composer.stop")}
          >
            <Square className="size-4" aria-hidden />
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            disabled={!input.trim() || limitReached}
            aria-label={t("composer.send")}
          >
            <SendHorizontal className="size-4" aria-hidden />
          </Button>
        )}
      </form>
    </div>
  );
}
