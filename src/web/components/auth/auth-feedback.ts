import type { TFunction } from "i18next";
import { toast } from "sonner";
import { ApiError, NetworkError } from "#web/lib/api-client.ts";

/** Network failures and unexpected errors look the same on every auth form (spec §8). */
export function toastUnexpectedAuthError(
  t: TFunction<"auth">,
  error: unknown,
  retry: () => void,
  fallbackMessage?: string,
): void {
  if (error instanceof NetworkError) {
    toast.error(t("errorTitle"), {
      description: t("networkError"),
      action: { label: t("retry"), onClick: retry },
    });
    return;
  }
  const message = fallbackMessage ?? (error instanceof ApiError ? error.message : String(error));
  toast.error(t("errorTitle"), {
    description: message,
    ...(fallbackMessage && { action: { label: t("retry"), onClick: retry } }),
  });
}
