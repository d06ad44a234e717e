import { queryOptions } from "@tanstack/react-query";
import type { HouseholdSettingsInput, Settings } from "#shared/schemas/settings.ts";
import { api } from "#web/lib/api-client.ts";

export type { Settings };

/** Under "household": the server's live "household" events refresh it. */
export const settingsQuery = queryOptions({
  queryKey: ["household", "settings"],
  queryFn: ({ signal }) => api<Settings>("/api/settings", { signal }),
});

export const exportUrl = "/api/settings/export";

export const updateHouseholdSettings = (input: HouseholdSettingsInput) =>
  api<Settings>("/api/settings/household", { method: "PATCH", body: input });

export const leaveHousehold = () => api<null>("/api/settings/leave", { method: "POST", body: {} });

export const deleteHousehold = (confirmation: string) =>
  api<null>("/api/settings/household", { method: "DELETE", body: { confirmation } });

export const deleteAccount = (confirmation: string) =>
  api<null>("/api/account", { method: "DELETE", body: { confirmation } });
