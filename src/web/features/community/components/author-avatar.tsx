import { UserRound } from "lucide-react";
import { initials } from "#shared/community/initials.ts";
import type { CommunityAuthor } from "#shared/schemas/community.ts";
import { cn } from "#web/lib/cn.ts";

/** The author's photo, else their initials (spec §9), else a neutral figure. */
export function AuthorAvatar({
  author,
  className,
}: {
  author: CommunityAuthor | null;
  className?: string;
}) {
  const letters = author ? initials(author.name) : "";
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-secondary-foreground",
        className,
      )}
    >
      {author?.avatarUrl ? (
        <img src={author.avatarUrl} alt="" className="size-full object-cover" />
      ) : letters ? (
        <span data-testid="author-initials">{letters}</span>
      ) : (
        <UserRound className="size-5" />
      )}
    </span>
  );
}
