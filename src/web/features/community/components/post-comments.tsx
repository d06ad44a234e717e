import { SendHorizontal, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type CommunityPost, createCommentSchema } from "#shared/schemas/community.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAddComment, useDeleteComment } from "#web/features/community/api/community-api.ts";
import { AuthorAvatar } from "#web/features/community/components/author-avatar.tsx";
import { GrowingTextarea } from "#web/features/community/components/growing-textarea.tsx";
import { LinkedText } from "#web/features/community/components/linked-text.tsx";
import { RelativeTime } from "#web/features/community/components/relative-time.tsx";
import { errorText } from "#web/lib/api-client.ts";

export function PostComments({ post, canComment }: { post: CommunityPost; canComment: boolean }) {
  const { t } = useTranslation("community");
  const deleteComment = useDeleteComment();
  const remove = (commentId: string) =>
    deleteComment.mutate(commentId, {
      onError: (error) => toast.error(t("toasts.error"), { description: errorText(error, t) }),
    });

  return (
    <section
      aria-label={t("comments.label")}
      className="grid grid-cols-1 gap-3 border-t border-border pt-3"
    >
      {post.comments.length > 0 && (
        <ul className="grid grid-cols-1 gap-3">
          {post.comments.map((comment) => {
            const name = comment.author?.name ?? t("post.formerMember");
            return (
              <li key={comment.id} className="flex gap-2">
                <AuthorAvatar author={comment.author} className="size-8 text-xs" />
                <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
                  <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold">{name}</span>
                    <span className="text-xs text-muted-foreground">
                      <RelativeTime iso={comment.createdAt} />
                    </span>
                  </div>
                  <LinkedText text={comment.content} className="text-sm" />
                </div>
                {comment.canDelete && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0 text-muted-foreground"
                    aria-label={t("comments.delete", { name })}
                    disabled={deleteComment.isPending && deleteComment.variables === comment.id}
                    onClick={() => remove(comment.id)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canComment && <CommentForm postId={post.id} />}
    </section>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation("community");
  const id = useId();
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const addComment = useAddComment(postId);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = createCommentSchema.safeParse({ content });
    if (!parsed.success) {
      setError(t(`validation:${parsed.error.issues[0]?.message ?? "invalidInput"}`));
      return;
    }
    setError(null);
    addComment.mutate(parsed.data.content, {
      onSuccess: () => setContent(""),
      onError: (failure) =>
        toast.error(t("toasts.commentError"), { description: errorText(failure, t) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {t("comments.field")}
      </label>
      <div className="flex items-end gap-2">
        <GrowingTextarea
          id={id}
          value={content}
          placeholder={t("comments.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            // Enter alone adds a line; Ctrl/⌘+Enter sends, as in most chat boxes.
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
          }}
          className="min-h-10"
          rows={1}
        />
        <Button
          type="submit"
          variant="secondary"
          className="px-3 sm:px-4"
          disabled={addComment.isPending}
        >
          <SendHorizontal aria-hidden />
          {/* On a phone the icon alone leaves the text box room to breathe. */}
          <span className="sr-only sm:not-sr-only">
            {addComment.isPending ? t("comments.sending") : t("comments.submit")}
          </span>
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
