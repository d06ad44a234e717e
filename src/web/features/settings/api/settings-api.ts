import { queryOptions } from "@tanstack/react-query";
import type { PlanId, SubscriptionStatus } from "#shared/domain/plans.ts";
import type { AssistantTone, HouseholdLanguage } from "#shared/domain/preferences.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { HouseholdSettingsInput } from "#shared/schemas/settings.ts";
import { api } from "#web/lib/api-client.ts";

export interface Settings {
  household: {
    id: string;
    name: string;
    language: HouseholdLanguage;
    timeZone: string;
    assistantTone: AssistantTone;
  };
  plan: {
    plan: PlanId;
    effective: PlanId;
    status: SubscriptionStatus;
    inTrial: boolean;
    trialEndsAt: string | null;
    trialDaysLeft: number;
    membersLimit: number;
    membersCount: number;
  };
  role: HouseholdRole;
}

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
