import { useQueryClient } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CommunityPost, LikeState } from "#shared/schemas/community.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  communityKeys,
  updateCachedPost,
  useSetLike,
} from "#web/features/community/api/community-api.ts";
import { errorText } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";

/** Answers clicks at once; the requests follow one by one and the last click decides. */
export function LikeButton({ post }: { post: CommunityPost }) {
  const { t } = useTranslation("community");
  const queryClient = useQueryClient();
  // What the member asked for while requests are still on their way.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const inFlight = useRef(0);
  const lastAnswer = useRef<LikeState | null>(null);

  const liked = wanted ?? post.likedByMe;
  const likes = post.likes - (post.likedByMe ? 1 : 0) + (liked ? 1 : 0);

  const settle = () => {
    inFlight.current -= 1;
    if (inFlight.current > 0) return;
    const answer = lastAnswer.current;
    if (answer) {
      updateCachedPost(queryClient, post.id, (cached) => ({
        ...cached,
        likedByMe: answer.liked,
        likes: answer.likes,
      }));
    } else {
      void queryClient.invalidateQueries({ queryKey: communityKeys.feed });
    }
    setWanted(null);
  };

  const setLike = useSetLike(post.id, {
    onSuccess: (answer) => {
      lastAnswer.current = answer;
    },
    onError: (error) => {
      lastAnswer.current = null;
      toast.error(t("toasts.error"), { description: errorText(error, t) });
    },
    onSettled: settle,
  });

  const toggle = () => {
    const next = !liked;
    setWanted(next);
    inFlight.current += 1;
    setLike.mutate(next);
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      onClick={toggle}
      className={cn(liked && "text-rose-700")}
    >
      <Heart className={cn(liked && "fill-current")} aria-hidden />
      {t("post.like")}
      <span data-testid="like-count" className="tabular-nums">
        {likes}
      </span>
    </Button>
  );
}
