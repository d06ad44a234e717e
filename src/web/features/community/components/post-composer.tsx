import { FileText, Paperclip, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  attachmentAccept,
  maxAttachmentBytes,
  maxAttachmentMegabytes,
  maxAttachments,
  maxPostLength,
} from "#shared/community/limits.ts";
import { isPostEmpty } from "#shared/schemas/community.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { useCreatePost } from "#web/features/community/api/community-api.ts";
import { formatFileSize } from "#web/features/community/components/file-size.ts";
import { GrowingTextarea } from "#web/features/community/components/growing-textarea.tsx";
import { errorText } from "#web/lib/api-client.ts";

const acceptedTypes = new Set(attachmentAccept.split(",").filter((type) => type.includes("/")));
const acceptedExtensions = /\.(jpe?g|png|gif|webp|pdf|docx?)$/i;

/** A quick first check on the device; the server decides by the file's content. */
function looksAccepted(file: File): boolean {
  return acceptedTypes.has(file.type) || acceptedExtensions.test(file.name);
}

/** A thumbnail of a chosen photo, from memory, released when the file leaves the list. Only a
 * file the browser can decode gets one: a broken image behind a blob: URL makes Chromium report a
 * CSP violation, and a document icon says just as much. */
function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith("image/")) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    createImageBitmap(file)
      .then((bitmap) => {
        bitmap.close();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(file);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return url ? (
    <img src={url} alt="" className="size-8 rounded object-cover" />
  ) : (
    <FileText className="mx-1 size-5 text-primary" aria-hidden />
  );
}

export function PostComposer() {
  const { t, i18n } = useTranslation("community");
  const id = useId();
  const [content, setContent] = useState("");
  const [selected, setSelected] = useState<{ key: number; file: File }[]>([]);
  const nextKey = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const createPost = useCreatePost();

  const addFiles = (files: File[]) => {
    const problem =
      selected.length + files.length > maxAttachments
        ? t("files.tooMany", { count: maxAttachments })
        : (files
            .map((file) =>
              !looksAccepted(file)
                ? t("files.unsupported", { name: file.name })
                : file.size > maxAttachmentBytes
                  ? t("files.tooLarge", { name: file.name, size: maxAttachmentMegabytes })
                  : null,
            )
            .find(Boolean) ?? null);
    setError(problem);
    if (problem) return;
    setSelected((current) => [
      ...current,
      ...files.map((file) => ({ key: nextKey.current++, file })),
    ]);
  };

  const remove = (key: number) => {
    setError(null);
    setSelected((current) => current.filter((item) => item.key !== key));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPostEmpty(content, selected.length)) {
      setError(t("validation:postEmpty"));
      return;
    }
    setError(null);
    createPost.mutate(
      { content, files: selected.map((item) => item.file) },
      {
        onSuccess: () => {
          toast.success(t("toasts.published"));
          setContent("");
          setSelected([]);
        },
        onError: (failure) =>
          toast.error(t("toasts.publishError"), { description: errorText(failure, t) }),
      },
    );
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3">
          <label htmlFor={id} className="sr-only">
            {t("composer.label")}
          </label>
          <GrowingTextarea
            id={id}
            value={content}
            maxLength={maxPostLength}
            placeholder={t("composer.placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setContent(event.target.value);
              if (error) setError(null);
            }}
          />
          {selected.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {selected.map(({ key, file }) => (
                <li
                  key={key}
                  className="flex max-w-full items-center gap-2 rounded-md border border-border bg-muted py-1 pl-1 pr-1 text-sm"
                >
                  <FilePreview file={file} />
                  <span className="max-w-[12rem] truncate">{file.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatFileSize(t, file.size, i18n.language)}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t("composer.remove", { name: file.name })}
                    onClick={() => remove(key)}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1">
              <label className="inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
                <Paperclip className="size-4" aria-hidden />
                {t("composer.attach")}
                <input
                  type="file"
                  multiple
                  accept={attachmentAccept}
                  className="sr-only"
                  onChange={(event) => {
                    addFiles([...(event.target.files ?? [])]);
                    // Choosing the same file again must fire change again.
                    event.target.value = "";
                  }}
                />
              </label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t("composer.attachHint", { count: maxAttachments, size: maxAttachmentMegabytes })}
              </p>
            </div>
            <Button type="submit" className="ml-auto" disabled={createPost.isPending}>
              {createPost.isPending ? t("composer.publishing") : t("composer.publish")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
