import { zodResolver } from "@hookform/resolvers/zod";
import { onboardingHouseholdSchema, onboardingProfileSchema } from "#shared/schemas/onboarding.ts";

/* The onboarding forms' rules. Zod (~28 KB gzip with the shared schemas) loads with the first
 * check (`lazyResolver`), or when the browser is idle after the step shows: /onboarding's first
 * view has react-hook-form but not Zod (ADR 022, second pass). */

export const householdResolver = zodResolver(onboardingHouseholdSchema);
export const profileResolver = zodResolver(onboardingProfileSchema);
