import { useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { initials } from "#web/lib/initials.ts";

interface AvatarProps {
  name: string;
  src?: string | null;
  /** Describes the photo; the initials fallback is decorative when the name is shown beside it. */
  alt: string;
  className?: string;
}

/** A round photo, or the person's initials when there is none or it fails to load. */
export function Avatar({ name, src, alt, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground",
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </span>
  );
}
