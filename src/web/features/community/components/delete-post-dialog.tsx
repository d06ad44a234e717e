import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { useDeletePost } from "#web/features/community/api/community-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** «¿Eliminar publicación?», opened by a post's delete button (`PostCard`). */
export function DeletePostDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("community");
  const deletePost = useDeletePost();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("post.deleteTitle")}
      description={t("post.deleteDescription")}
      confirmLabel={t("post.confirmDelete")}
      cancelLabel={t("post.cancel")}
      closeLabel={t("common:close")}
      destructive
      pending={deletePost.isPending}
      onConfirm={() =>
        deletePost.mutate(postId, {
          onSuccess: () => onOpenChange(false),
          onError: (error) => toast.error(t("toasts.error"), { description: errorText(error, t) }),
        })
      }
    />
  );
}
