import { queryOptions } from "@tanstack/react-query";
import type { ApiTokenView, CreateApiToken, CreatedApiToken } from "#shared/schemas/api-tokens.ts";
import { api } from "#web/lib/api-client.ts";

/** The member's own personal API tokens (never their secrets). */
export const apiTokensQuery = queryOptions({
  queryKey: ["api-tokens"],
  queryFn: ({ signal }) => api<ApiTokenView[]>("/api/api-tokens", { signal }),
});

/** The answer holds the secret: shown once, never stored by the app. */
export const createApiToken = (input: CreateApiToken) =>
  api<CreatedApiToken>("/api/api-tokens", { method: "POST", body: input });

export const revokeApiToken = (id: string) =>
  api<null>(`/api/api-tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
