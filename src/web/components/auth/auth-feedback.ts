import type { TFunction } from "i18next";
import { toast } from "sonner";
import { errorText, NetworkError } from "#web/lib/api-client.ts";

/** Network failures and unexpected errors look the same on every auth form (spec §8). */
export function toastUnexpectedAuthError(
  t: TFunction<"auth">,
  error: unknown,
  retry: () => void,
  fallbackMessage?: string,
): void {
  // Offline: the connection is the reason, whatever the form would say; trying again may work.
  const network = error instanceof NetworkError;
  const retryable = network || fallbackMessage !== undefined;
  toast.error(t("errorTitle"), {
    description: network ? errorText(error, t) : (fallbackMessage ?? errorText(error, t)),
    // A retry that vanishes after four seconds fails a slow reader (WCAG 2.2.1): it stays until
    // used or closed.
    ...(retryable && { action: { label: t("retry"), onClick: retry }, duration: Infinity }),
  });
}
