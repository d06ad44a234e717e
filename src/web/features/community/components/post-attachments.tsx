import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CommunityAttachment } from "#shared/schemas/community.ts";
import { formatFileSize } from "#web/features/community/components/file-size.ts";

/** Photos shown in the post; documents offered for download. The files are served only to
 * members of the household. */
export function PostAttachments({ attachments }: { attachments: CommunityAttachment[] }) {
  const { t, i18n } = useTranslation("community");
  const images = attachments.filter((attachment) => attachment.kind === "image");
  const documents = attachments.filter((attachment) => attachment.kind === "document");
  if (attachments.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-3">
      {images.length > 0 && (
        <div className={images.length === 1 ? "grid grid-cols-1" : "grid grid-cols-2 gap-2"}>
          {images.map((image) => (
            <a
              key={image.id}
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-md border border-border bg-muted"
            >
              <img
                src={image.url}
                alt={t("files.imageAlt", { name: image.name })}
                loading="lazy"
                className={
                  images.length === 1
                    ? "max-h-[28rem] w-full object-contain"
                    : "aspect-square w-full object-cover"
                }
              />
            </a>
          ))}
        </div>
      )}
      {documents.length > 0 && (
        <ul className="grid grid-cols-1 gap-2">
          {documents.map((document) => (
            <li key={document.id}>
              <a
                href={document.url}
                download={document.name}
                aria-label={t("files.download", { name: document.name })}
                className="flex items-center gap-3 rounded-md border border-border bg-muted/60 px-3 py-2 hover:bg-muted"
              >
                <FileText className="size-5 shrink-0 text-primary" aria-hidden />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{document.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {formatFileSize(t, document.size, i18n.language)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
