import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useDeletePost } from "#web/features/community/api/community-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** «¿Eliminar publicación?», opened by a post's delete button (`PostCard`). */
export function DeletePostDialog({
  postId,
  open,
  onOpenChange: setOpen,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("community");
  const deletePost = useDeletePost();
  const confirm = () =>
    deletePost.mutate(postId, {
      onSuccess: () => setOpen(false),
      onError: (error) => toast.error(t("toasts.error"), { description: errorText(error, t) }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("post.deleteTitle")}</DialogTitle>
          <DialogDescription>{t("post.deleteDescription")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("post.cancel")}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={deletePost.isPending}
            onClick={confirm}
          >
            {t("post.confirmDelete")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
