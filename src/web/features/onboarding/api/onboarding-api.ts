import { queryOptions } from "@tanstack/react-query";
import type { OnboardingInvitationsSent } from "#shared/contracts/onboarding.ts";
import type { InviteResult } from "#shared/schemas/invitations.ts";
import type {
  OnboardingFinishInput,
  OnboardingHouseholdInput,
  OnboardingProfileInput,
  OnboardingState,
  PendingOnboarding,
} from "#shared/schemas/onboarding.ts";
import type { PreferencesInput } from "#shared/schemas/profiles.ts";
import { api } from "#web/lib/api-client.ts";

export type { InviteResult, OnboardingState, PendingOnboarding };

export const onboardingQuery = queryOptions({
  queryKey: ["onboarding"],
  queryFn: ({ signal }) => api<OnboardingState>("/api/onboarding", { signal }),
  staleTime: 0,
});

export const saveHousehold = (input: OnboardingHouseholdInput) =>
  api<OnboardingState>("/api/onboarding/household", { method: "PUT", body: input });

export const saveProfile = (input: OnboardingProfileInput) =>
  api<OnboardingState>("/api/onboarding/profile", { method: "PUT", body: input });

export const sendInvitations = (emails: string) =>
  api<OnboardingInvitationsSent>("/api/onboarding/invitations", {
    method: "POST",
    body: { emails },
  });

export const savePreferences = (input: PreferencesInput) =>
  api<OnboardingState>("/api/onboarding/preferences", { method: "PUT", body: input });

export const finishOnboarding = (input: OnboardingFinishInput) =>
  api<OnboardingState>("/api/onboarding/finish", { method: "POST", body: input });
