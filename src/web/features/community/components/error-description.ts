import type { i18n as I18n } from "i18next";
import { ApiError, NetworkError } from "#web/lib/api-client.ts";

/** What went wrong, for a toast's description: the API's reason in the reader's language when we
 * have it (the server always answers Spanish), else its own message. */
export function errorDescription(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError) return i18n.t("common:errors.network");
  if (error instanceof ApiError) {
    const key = `errors:${error.code}`;
    // A validation message names the field's problem; the generic code would only say "invalid".
    if (error.code !== "VALIDATION_FAILED" && i18n.exists(key)) return i18n.t(key);
    return error.message;
  }
  return i18n.t("common:errors.generic");
}
