import { MessageSquarePlus, Pencil, Trash2 } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConversationChannel, ConversationSummary } from "#shared/schemas/chat.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

const loadConversationDialogs = () =>
  import("#web/features/chat/components/conversation-dialogs.tsx");
const ConversationDialogs = lazy(() =>
  loadConversationDialogs().then((module) => ({ default: module.ConversationDialogs })),
);

interface ConversationListProps {
  conversations: ConversationSummary[];
  activeId: string;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}

/** A conversation held over WhatsApp or SMS: a short mark, read out in full. */
export function ChannelBadge({ channel }: { channel: ConversationChannel }) {
  const { t } = useTranslation("chat");
  const name = t(`conversations.channels.${channel}`);
  return (
    <span
      data-channel={channel}
      className="shrink-0 rounded-full border border-border bg-background px-1.5 py-0.5 text-[0.6875rem] leading-none font-medium text-muted-foreground"
    >
      <span aria-hidden>{name}</span>
      <span className="sr-only">{t("conversations.via", { channel: name })}</span>
    </span>
  );
}

/** The member's past conversations: open one to continue it, rename it or delete it. */
export function ConversationList({
  conversations,
  activeId,
  onSelect,
  onNew,
  onDeleted,
}: ConversationListProps) {
  const { t } = useTranslation("chat");
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);

  return (
    <nav
      aria-label={t("conversations.title")}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2"
    >
      <Button type="button" variant="outline" onClick={onNew} className="justify-start">
        <MessageSquarePlus aria-hidden />
        {t("conversations.new")}
      </Button>
      <h2 className="px-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t("conversations.title")}
      </h2>
      {conversations.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{t("conversations.empty")}</p>
      ) : (
        <ul className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="flex min-w-0 items-center gap-1">
              <button
                type="button"
                onClick={() => onSelect(conversation.id)}
                aria-current={conversation.id === activeId ? "page" : undefined}
                className={cn(
                  "flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                  conversation.id === activeId && "bg-muted font-medium",
                )}
              >
                <span className="min-w-0 flex-1 truncate">{conversation.title}</span>{" "}
                {conversation.channel && <ChannelBadge channel={conversation.channel} />}
              </button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`${t("conversations.rename")}: ${conversation.title}`}
                onClick={() => setRenaming(conversation)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`${t("conversations.delete")}: ${conversation.title}`}
                onClick={() => setDeleting(conversation)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <LazyDialog open={renaming !== null || deleting !== null} load={loadConversationDialogs}>
        <ConversationDialogs
          renaming={renaming}
          deleting={deleting}
          onClose={() => {
            setRenaming(null);
            setDeleting(null);
          }}
          onDeleted={onDeleted}
        />
      </LazyDialog>
    </nav>
  );
}
