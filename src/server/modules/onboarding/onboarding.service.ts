import type { AppContext, ServiceContext } from "#server/app-context.ts";
import type { Db } from "#server/db/executor.ts";
import { ApiError } from "#server/http/errors.ts";
import { localeOf, translator } from "#server/i18n/translator.ts";
import { writeAccountLocale } from "#server/modules/accounts/account-language.repository.ts";
import {
  findHousehold,
  findMembershipByUser,
  insertHousehold,
  insertMember,
  updateHousehold,
} from "#server/modules/households/households.repository.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { listPendingEmailInvitations } from "#server/modules/invitations/invitations.repository.ts";
import { inviteMembers } from "#server/modules/invitations/invitations.service.ts";
import {
  defaultPersonaDescription,
  defaultPersonaPrompt,
  type PersonaTraits,
} from "#server/modules/onboarding/default-persona.ts";
import {
  findProgress,
  insertPersona,
  insertShoppingList,
  lockProgress,
  type OnboardingProgress,
  updateProgress,
} from "#server/modules/onboarding/onboarding.repository.ts";
import {
  findProfileByUser,
  toStoredPreferences,
  updateProfile,
} from "#server/modules/profiles/profiles.repository.ts";
import {
  defaultPersonaName,
  initialPantryItems,
  initialPantryListName,
  type OnboardingStep,
} from "#shared/domain/onboarding.ts";
import type { HouseholdLanguage, MemberPreferences } from "#shared/domain/preferences.ts";
import type { InviteResult } from "#shared/schemas/invitations.ts";
import type { OnboardingState } from "#shared/schemas/onboarding.ts";

/** Who is onboarding: a signed-in account, with or without a household yet. */
export interface OnboardingUser {
  id: string;
  name: string;
  email: string;
  /** The sign-up language (ES, PT, EN). */
  language?: string | null;
}

/** A progress row is "active" while its household is being set up by this account. */
function isActive(progress: OnboardingProgress | null, membership: Membership | null): boolean {
  if (!progress?.householdId || progress.completedAt) return false;
  return membership === null || membership.householdId === progress.householdId;
}

/** The step to show: the saved one, but never past step 2 before the profile exists. */
function currentStep(
  progress: OnboardingProgress | null,
  membership: Membership | null,
): OnboardingStep {
  if (!isActive(progress, membership) || !progress) return 1;
  return membership ? progress.step : (Math.min(progress.step, 2) as OnboardingStep);
}

/** Where the account stands: done (a member of a household it is not still setting up), or
 * pending at a step. Used by /api/me so that the signed-in layout can send it to /onboarding. */
export async function onboardingStatus(
  { db }: ServiceContext,
  userId: string,
  membership: Membership | null,
): Promise<{ status: "completed" | "pending"; step: OnboardingStep | null }> {
  const progress = await findProgress(db, userId);
  if (membership && !isActive(progress, membership)) return { status: "completed", step: null };
  return { status: "pending", step: currentStep(progress, membership) };
}

export async function getOnboarding(
  { db }: ServiceContext,
  user: OnboardingUser,
): Promise<OnboardingState> {
  const membership = await findMembershipByUser(db, user.id);
  const progress = await findProgress(db, user.id);
  if (membership && !isActive(progress, membership)) return { status: "completed" };
  const householdId = isActive(progress, membership) ? progress?.householdId : null;
  const household = householdId ? await findHousehold(db, householdId) : null;
  const profile = membership ? await findProfileByUser(db, membership.householdId, user.id) : null;
  const invitations = membership
    ? await listPendingEmailInvitations(db, membership.householdId)
    : [];
  return {
    status: "pending",
    step: currentStep(progress, membership),
    household: household ? { name: household.name, timeZone: household.timeZone } : null,
    profile: profile ? { name: profile.name, phone: profile.phone } : null,
    preferences: profile?.preferences ?? null,
    invitedEmails: invitations
      .map((invitation) => invitation.email ?? "")
      .filter(Boolean)
      .reverse(),
    suggestedName: user.name,
  };
}

const nextStep = (progress: OnboardingProgress, step: OnboardingStep): OnboardingStep =>
  Math.max(progress.step, step) as OnboardingStep;

/** Each step may be submitted again (going back), never before the steps it needs. */
function ensureCanSubmit(
  progress: OnboardingProgress,
  membership: Membership | null,
  step: OnboardingStep,
): void {
  if (membership && !isActive(progress, membership)) throw new ApiError(409, "ONBOARDING_FINISHED");
  if (step === 1) return;
  if (!isActive(progress, membership) || currentStep(progress, membership) < step) {
    throw new ApiError(409, "ONBOARDING_STEP_MISSING");
  }
  if (step >= 3 && !membership) throw new ApiError(409, "ONBOARDING_STEP_MISSING");
}

/** The account's language (spec §3's sign-up choice, or what the person chose since). */
const householdLanguageFor = (language?: string | null): HouseholdLanguage => localeOf(language);

/** Step 1: creates the household (in its trial), or renames it when the user came back. */
export async function saveOnboardingHousehold(
  ctx: ServiceContext,
  user: OnboardingUser,
  input: { name: string; timeZone?: string },
): Promise<OnboardingState> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, user.id);
    const membership = await findMembershipByUser(trx, user.id);
    ensureCanSubmit(progress, membership, 1);
    if (isActive(progress, membership) && progress.householdId) {
      await updateHousehold(trx, progress.householdId, { name: input.name });
      await updateProgress(trx, user.id, { step: nextStep(progress, 2) });
      return;
    }
    const householdId = await insertHousehold(trx, user.id, {
      name: input.name,
      language: householdLanguageFor(user.language),
      timeZone: input.timeZone,
    });
    await updateProgress(trx, user.id, { householdId, step: 2, completedAt: null });
  });
  return getOnboarding(ctx, user);
}

/** Step 2: the creator's profile and owner role (spec §6: owner in profiles and user_roles). */
export async function saveOnboardingProfile(
  ctx: ServiceContext,
  user: OnboardingUser,
  input: { name: string; phone?: string | null },
): Promise<OnboardingState> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, user.id);
    const membership = await findMembershipByUser(trx, user.id);
    ensureCanSubmit(progress, membership, 2);
    const householdId = progress.householdId as string;
    if (membership) {
      await updateProfile(trx, householdId, membership.profileId, {
        name: input.name,
        phone: input.phone ?? null,
      });
    } else {
      const household = await findHousehold(trx, householdId);
      await insertMember(trx, {
        userId: user.id,
        householdId,
        name: input.name,
        email: user.email,
        phone: input.phone ?? null,
        role: "owner",
        preferences: toStoredPreferences({
          language: household?.language ?? "es",
          allergies: [],
          assistantTone: household?.assistantTone ?? "friendly",
        }),
      });
    }
    await updateProgress(trx, user.id, { step: nextStep(progress, 3) });
  });
  return getOnboarding(ctx, user);
}

async function advanceTo(db: Db, userId: string, step: OnboardingStep) {
  await db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, userId);
    await updateProgress(trx, userId, { step: nextStep(progress, step) });
  });
}

async function requireStep(
  db: Db,
  user: OnboardingUser,
  step: OnboardingStep,
): Promise<Membership> {
  const membership = await findMembershipByUser(db, user.id);
  const progress = (await findProgress(db, user.id)) ?? {
    userId: user.id,
    householdId: null,
    step: 1,
    completedAt: null,
  };
  ensureCanSubmit(progress, membership, step);
  return membership as Membership;
}

/** Step 3: sends the invitations (members, 7 days); no emails means 'Saltar'. It takes mail, the
 * config (public URL) and the logger beside the service context because the invitations module
 * it sends them through does. */
export async function saveOnboardingInvitations(
  ctx: ServiceContext & Pick<AppContext, "config" | "mailer" | "logger">,
  user: OnboardingUser,
  input: { emails: string[] },
): Promise<{ invitations: InviteResult; state: OnboardingState }> {
  const { db } = ctx;
  const membership = await requireStep(db, user, 3);
  const invitations =
    input.emails.length > 0
      ? await inviteMembers(ctx, membership, { emails: input.emails, role: "member" })
      : { sent: [], alreadyInvited: [], alreadyMembers: [], failed: [] };
  await advanceTo(db, user.id, 4);
  return { invitations, state: await getOnboarding(ctx, user) };
}

/** Step 4: the creator's preferences, which also set the household's language and tone. */
export async function saveOnboardingPreferences(
  ctx: ServiceContext,
  user: OnboardingUser,
  input: MemberPreferences,
): Promise<OnboardingState> {
  const { db } = ctx;
  await db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, user.id);
    const membership = await findMembershipByUser(trx, user.id);
    ensureCanSubmit(progress, membership, 4);
    const { householdId, profileId } = membership as Membership;
    await updateProfile(trx, householdId, profileId, { preferences: input });
    // The language chosen here is the person's: the account keeps it for every device.
    await writeAccountLocale(trx, user.id, input.language);
    await updateHousehold(trx, householdId, {
      language: input.language,
      assistantTone: input.assistantTone,
    });
    await updateProgress(trx, user.id, { step: nextStep(progress, 5) });
  });
  // The account's language changed: no instance answers with the session's old copy of it.
  await ctx.live.forgetSessionsOf([user.id]);
  return getOnboarding(ctx, user);
}

/** Step 5: the checklist becomes the 'Pantry Inicial' list and the default persona is created,
 * all at once; finishing twice creates nothing more. */
export async function finishOnboarding(
  ctx: ServiceContext,
  user: OnboardingUser,
  input: { pantryItems: string[] },
): Promise<OnboardingState> {
  const { db } = ctx;
  const finishedHousehold = await db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, user.id);
    const membership = await findMembershipByUser(trx, user.id);
    if (membership && progress.completedAt && progress.householdId === membership.householdId) {
      return null;
    }
    ensureCanSubmit(progress, membership, 5);
    const { householdId } = membership as Membership;
    const profile = await findProfileByUser(trx, householdId, user.id);
    if (!profile) throw new ApiError(409, "ONBOARDING_STEP_MISSING");
    const chosen = new Set(input.pantryItems);
    // The list and its items are written in the person's language ('Pantry Inicial' in Spanish).
    const t = translator(profile.preferences.language, "onboarding");
    await insertShoppingList(trx, {
      householdId,
      userId: user.id,
      name: t("pantry.listName", { defaultValue: initialPantryListName }),
      items: initialPantryItems
        .filter((item) => chosen.has(item.id))
        .map((item) => ({
          name: t(`pantry.items.${item.id}.name`, { defaultValue: item.name }),
          category: item.category,
        })),
    });
    const traits: PersonaTraits = {
      tone: profile.preferences.assistantTone,
      language: profile.preferences.language,
      allergies: profile.preferences.allergies,
    };
    const personaId = await insertPersona(trx, {
      householdId,
      name: defaultPersonaName,
      description: defaultPersonaDescription,
      systemPrompt: defaultPersonaPrompt(traits),
      traits,
    });
    await updateHousehold(trx, householdId, { defaultPersonaId: personaId });
    await updateProgress(trx, user.id, { completedAt: new Date() });
    return householdId;
  });
  if (finishedHousehold) {
    ctx.live.publish(finishedHousehold, { topic: "shopping", action: "created", actorId: user.id });
  }
  return { status: "completed" };
}
