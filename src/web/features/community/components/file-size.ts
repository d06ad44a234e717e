import type { TFunction } from "i18next";

/** "350 KB", "1,2 MB" in Spanish: sizes as people say them, in the reader's number format. */
export function formatFileSize(t: TFunction<"community">, bytes: number, language: string): string {
  const number = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return t("files.size.bytes", { value: number(bytes) });
  if (bytes < 1024 * 1024) return t("files.size.kilobytes", { value: number(bytes / 1024) });
  return t("files.size.megabytes", { value: number(bytes / (1024 * 1024)) });
}
