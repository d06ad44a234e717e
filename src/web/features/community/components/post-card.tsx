import { MessageCircle, Trash2 } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CommunityPost } from "#shared/schemas/community.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { AuthorAvatar } from "#web/features/community/components/author-avatar.tsx";
import { LikeButton } from "#web/features/community/components/like-button.tsx";
import { LinkedText } from "#web/features/community/components/linked-text.tsx";
import { PostAttachments } from "#web/features/community/components/post-attachments.tsx";
import { PostComments } from "#web/features/community/components/post-comments.tsx";
import { RelativeTime } from "#web/features/community/components/relative-time.tsx";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

export function PostCard({ post, canComment }: { post: CommunityPost; canComment: boolean }) {
  const { t } = useTranslation("community");
  const name = post.author?.name ?? t("post.formerMember");
  return (
    <Card data-post-id={post.id} className="grid grid-cols-1 gap-3 p-4 sm:p-5">
      <article aria-label={t("post.label", { name })} className="grid grid-cols-1 gap-3">
        <header className="flex items-center gap-3">
          <AuthorAvatar author={post.author} />
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-base font-semibold">{name}</h2>
            <p className="text-xs text-muted-foreground">
              <RelativeTime iso={post.createdAt} />
            </p>
          </div>
          {post.canDelete && <DeletePostButton postId={post.id} />}
        </header>
        {post.content && <LinkedText text={post.content} />}
        <PostAttachments attachments={post.attachments} />
        <div className="flex items-center gap-1 text-sm text-muted-foreground">
          <LikeButton post={post} />
          <span className="inline-flex items-center gap-1.5 px-2">
            <MessageCircle className="size-4" aria-hidden />
            {t("comments.count", { count: post.comments.length })}
          </span>
        </div>
        <PostComments post={post} canComment={canComment} />
      </article>
    </Card>
  );
}

// ADR 008/022: the confirmation (and Radix's dialog) loads when idle, not with the feed.
const loadDeletePostDialog = () =>
  import("#web/features/community/components/delete-post-dialog.tsx");
const DeletePostDialog = lazy(() =>
  loadDeletePostDialog().then((module) => ({ default: module.DeletePostDialog })),
);

function DeletePostButton({ postId }: { postId: string }) {
  const { t } = useTranslation("community");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-muted-foreground"
        aria-label={t("post.delete")}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <LazyDialog open={open} load={loadDeletePostDialog}>
        <DeletePostDialog postId={postId} open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}
