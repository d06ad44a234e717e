import { MessageSquarePlus, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ConversationSummary } from "#shared/schemas/chat.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useDeleteConversation, useRenameConversation } from "#web/features/chat/api/chat-api.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";

interface ConversationListProps {
  conversations: ConversationSummary[];
  activeId: string;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
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
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [title, setTitle] = useState("");
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);

  const failed = (error: unknown) =>
    toast.error(t("conversations.failed"), {
      description: error instanceof ApiError ? error.message : undefined,
    });

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !title.trim()) return;
    rename.mutate(
      { id: renaming.id, title },
      {
        onSuccess: () => {
          toast.success(t("conversations.renamed"));
          setRenaming(null);
        },
        onError: failed,
      },
    );
  };

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
                  "min-w-0 flex-1 truncate rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                  conversation.id === activeId && "bg-muted font-medium",
                )}
              >
                {conversation.title}
              </button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`${t("conversations.rename")}: ${conversation.title}`}
                onClick={() => {
                  setTitle(conversation.title);
                  setRenaming(conversation);
                }}
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

      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent closeLabel={t("common:close")}>
          <DialogHeader>
            <DialogTitle>{t("conversations.renameTitle")}</DialogTitle>
            <DialogDescription className="sr-only">{renaming?.title}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submitRename} className="grid gap-4">
            <FormField label={t("conversations.renameLabel")}>
              <Input
                value={title}
                maxLength={80}
                onChange={(event) => setTitle(event.target.value)}
              />
            </FormField>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setRenaming(null)}>
                {t("conversations.cancel")}
              </Button>
              <Button type="submit" disabled={!title.trim() || rename.isPending}>
                {t("conversations.save")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("conversations.deleteTitle")}
        description={t("conversations.deleteDescription", { title: deleting?.title ?? "" })}
        confirmLabel={t("conversations.delete")}
        cancelLabel={t("conversations.cancel")}
        closeLabel={t("common:close")}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          remove.mutate(id, {
            onSuccess: () => {
              toast.success(t("conversations.deleted"));
              setDeleting(null);
              onDeleted(id);
            },
            onError: failed,
          });
        }}
      />
    </nav>
  );
}
