import { splitLinks } from "#shared/community/links.ts";
import { cn } from "#web/lib/cn.ts";

/** Post and comment text: rendered as React text (never as HTML), with http(s) links clickable. */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn("whitespace-pre-wrap break-words", className)}>
      {splitLinks(text).map((segment, index) =>
        segment.kind === "link" ? (
          <a
            // Segments never move: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-primary underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
