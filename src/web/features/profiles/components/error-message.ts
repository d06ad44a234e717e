import type { TFunction } from "i18next";
import { ApiError, NetworkError } from "#web/lib/api-client.ts";

/** The text of a failed request: the server's Spanish message, or the network one. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof NetworkError) return t("common:errors.network");
  if (error instanceof ApiError) return error.message;
  return t("common:errors.generic");
}
