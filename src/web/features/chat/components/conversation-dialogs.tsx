import { type FormEvent, useEffect, useState } from "react";
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
import { errorText } from "#web/lib/api-client.ts";

interface ConversationDialogsProps {
  renaming: ConversationSummary | null;
  deleting: ConversationSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Renaming and deleting a past conversation: loaded when the list first needs them. */
export function ConversationDialogs({
  renaming,
  deleting,
  onClose,
  onDeleted,
}: ConversationDialogsProps) {
  const { t } = useTranslation("chat");
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [title, setTitle] = useState(renaming?.title ?? "");
  useEffect(() => {
    if (renaming) setTitle(renaming.title);
  }, [renaming]);

  const failed = (error: unknown) =>
    toast.error(t("conversations.failed"), {
      description: errorText(error, t),
    });

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !title.trim()) return;
    rename.mutate(
      { id: renaming.id, title },
      {
        onSuccess: () => {
          toast.success(t("conversations.renamed"));
          onClose();
        },
        onError: failed,
      },
    );
  };

  return (
    <>
      <Dialog open={renaming !== null} onOpenChange={(open) => !open && onClose()}>
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
              <Button type="button" variant="outline" onClick={onClose}>
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
        onOpenChange={(open) => !open && onClose()}
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
              onClose();
              onDeleted(id);
            },
            onError: failed,
          });
        }}
      />
    </>
  );
}
