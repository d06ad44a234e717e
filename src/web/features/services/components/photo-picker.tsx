import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { acceptedPhotoTypes, serviceRequestLimits } from "#shared/schemas/services.ts";
import { Button } from "#web/components/ui/button.tsx";

interface PhotoPickerProps {
  photos: File[];
  onChange: (photos: File[]) => void;
}

const megabytes = serviceRequestLimits.photoBytes / (1024 * 1024);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => resolve("");
    reader.readAsDataURL(file);
  });
}

/** Thumbnails as data: URLs (the page's CSP keeps blob: out of connect-src). */
function usePreviews(photos: File[]): string[] {
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    void Promise.all(photos.map(readAsDataUrl)).then((urls) => {
      if (current) setPreviews(urls);
    });
    return () => {
      current = false;
    };
  }, [photos]);
  return previews;
}

/** Several photos, images only, each under the size limit: what cannot go is said here, by name,
 * before anything is sent (the server checks the content again). */
export function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
  const { t } = useTranslation("services");
  const inputId = useId();
  const [rejected, setRejected] = useState<string[]>([]);
  const previews = usePreviews(photos);

  const add = (files: FileList | null) => {
    const accepted = [...photos];
    const refused: string[] = [];
    for (const file of files ?? []) {
      if (!(acceptedPhotoTypes as readonly string[]).includes(file.type)) {
        refused.push(t("photos.notImage", { name: file.name }));
      } else if (file.size > serviceRequestLimits.photoBytes) {
        refused.push(t("photos.tooLarge", { name: file.name, max: megabytes }));
      } else if (accepted.length >= serviceRequestLimits.photos) {
        refused.push(t("photos.tooMany", { name: file.name, max: serviceRequestLimits.photos }));
      } else accepted.push(file);
    }
    setRejected(refused);
    onChange(accepted);
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{t("dialog.fields.photos")}</span>
      <p className="text-sm text-muted-foreground" id={`${inputId}-hint`}>
        {t("photos.hint", { max: serviceRequestLimits.photos, size: megabytes })}
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${photo.size}-${photo.lastModified}`} className="relative">
              <img
                src={previews[index] || undefined}
                alt={photo.name}
                className="size-20 rounded-md border border-border object-cover"
              />
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute -top-2 -right-2 size-8 rounded-full border border-border"
                aria-label={t("photos.remove", { name: photo.name })}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < serviceRequestLimits.photos && (
        <label
          htmlFor={inputId}
          className="flex h-12 cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-input bg-card text-sm font-medium hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <ImagePlus className="size-5" aria-hidden />
          {t("photos.add")}
          <input
            id={inputId}
            type="file"
            accept={acceptedPhotoTypes.join(",")}
            multiple
            className="sr-only"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              add(event.target.files);
              event.target.value = "";
            }}
          />
        </label>
      )}
      {rejected.length > 0 && (
        <ul role="alert" className="grid gap-0.5 text-sm text-destructive">
          {rejected.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
