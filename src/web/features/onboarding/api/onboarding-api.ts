import { queryOptions } from "@tanstack/react-query";
import type { OnboardingStep } from "#shared/domain/onboarding.ts";
import type { MemberPreferences } from "#shared/domain/preferences.ts";
import type {
  OnboardingFinishInput,
  OnboardingHouseholdInput,
  OnboardingProfileInput,
} from "#shared/schemas/onboarding.ts";
import type { PreferencesInput } from "#shared/schemas/profiles.ts";
import { api } from "#web/lib/api-client.ts";

export type OnboardingState =
  | { status: "completed" }
  | {
      status: "pending";
      step: OnboardingStep;
      household: { name: string; timeZone: string } | null;
      profile: { name: string; phone: string | null } | null;
      preferences: MemberPreferences | null;
      invitedEmails: string[];
      suggestedName: string;
    };

export type PendingOnboarding = Extract<OnboardingState, { status: "pending" }>;

export interface InviteResult {
  sent: string[];
  alreadyInvited: string[];
  alreadyMembers: string[];
  failed: string[];
}

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
  api<{ invitations: InviteResult; state: OnboardingState }>("/api/onboarding/invitations", {
    method: "POST",
    body: { emails },
  });

export const savePreferences = (input: PreferencesInput) =>
  api<OnboardingState>("/api/onboarding/preferences", { method: "PUT", body: input });

export const finishOnboarding = (input: OnboardingFinishInput) =>
  api<OnboardingState>("/api/onboarding/finish", { method: "POST", body: input });
