import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { ApiError, notFound } from "#server/http/errors.ts";
import {
  countMembers,
  deleteHousehold,
  deleteMember,
  findHousehold,
  findMember,
  findMembershipByUser,
  type HouseholdRecord,
  updateHousehold,
} from "#server/modules/households/households.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { defaultPersonaPrompt } from "#server/modules/onboarding/default-persona.ts";
import {
  findPersonaTraits,
  updatePersonaTraits,
} from "#server/modules/onboarding/onboarding.repository.ts";
import { deleteAvatarFile } from "#server/modules/profiles/avatar-files.ts";
import { deleteUser, readHouseholdTables } from "#server/modules/settings/settings.repository.ts";
import { effectivePlan, isInTrial, memberLimit, trialDaysLeft } from "#shared/domain/plans.ts";
import type { AssistantTone, HouseholdLanguage } from "#shared/domain/preferences.ts";
import type { HouseholdExport, Settings } from "#shared/schemas/settings.ts";

async function loadHousehold(
  ctx: ServiceContext,
  membership: Membership,
): Promise<HouseholdRecord> {
  const household = await findHousehold(ctx.db, membership.householdId);
  if (!household) throw notFound();
  return household;
}

export async function getSettings(ctx: ServiceContext, membership: Membership): Promise<Settings> {
  const household = await loadHousehold(ctx, membership);
  const now = new Date();
  return {
    household: {
      id: household.id,
      name: household.name,
      language: household.language,
      timeZone: household.timeZone,
      assistantTone: household.assistantTone,
    },
    plan: {
      plan: household.plan,
      effective: effectivePlan(household, now),
      status: household.subscriptionStatus,
      inTrial: isInTrial(household, now),
      trialEndsAt: household.trialEndsAt,
      trialDaysLeft: trialDaysLeft(household, now),
      membersLimit: memberLimit(household, now),
      membersCount: await countMembers(ctx.db, household.id),
    },
    role: membership.role,
  };
}

/** Name, language, time zone and assistant tone. The default persona follows the language and
 * tone, so the assistant speaks the way the household chose. */
export async function updateHouseholdSettings(
  ctx: ServiceContext,
  membership: Membership,
  input: {
    name?: string;
    language?: HouseholdLanguage;
    timeZone?: string;
    assistantTone?: AssistantTone;
  },
): Promise<Settings> {
  ensureAllowed(membership, "household.manage");
  const db = ctx.db;
  const household = await loadHousehold(ctx, membership);
  await db.transaction().execute(async (trx) => {
    await updateHousehold(trx, household.id, input);
    const personaChanges = input.language !== undefined || input.assistantTone !== undefined;
    if (!personaChanges || !household.defaultPersonaId) return;
    const traits = await findPersonaTraits(trx, household.id, household.defaultPersonaId);
    if (!traits) return;
    const next = {
      // Traits the chat's persona editor adds (personality, accent) are kept as they are.
      ...traits,
      tone: input.assistantTone ?? traits.tone ?? household.assistantTone,
      language: input.language ?? traits.language ?? household.language,
      allergies: Array.isArray(traits.allergies) ? traits.allergies : [],
    };
    await updatePersonaTraits(
      trx,
      household.id,
      household.defaultPersonaId,
      next,
      defaultPersonaPrompt(next),
    );
  });
  ctx.live.publish(household.id, {
    topic: "household",
    action: "updated",
    actorId: membership.userId,
  });
  return getSettings(ctx, membership);
}

/** Every row of the household, from every household table; nothing of any other household and
 * no secrets (invitation token hashes, passwords live elsewhere and are never read). */
export async function exportHousehold(
  ctx: ServiceContext,
  membership: Membership,
): Promise<{ fileName: string; data: HouseholdExport }> {
  ensureAllowed(membership, "household.export");
  const household = await loadHousehold(ctx, membership);
  const { household: row, tables } = await readHouseholdTables(
    ctx.db,
    household.id,
    membership.userId,
  );
  const now = new Date();
  const slug =
    household.name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "hogar";
  return {
    fileName: `hogaria-${slug}-${now.toISOString().slice(0, 10)}.json`,
    data: {
      format: "hogaria-export",
      version: 1,
      exportedAt: now.toISOString(),
      exportedBy: { userId: membership.userId, profileId: membership.profileId },
      household: row,
      tables,
    },
  };
}

function announceGone(ctx: ServiceContext, householdId: string) {
  ctx.live.publish(householdId, { topic: "me", action: "household-deleted" });
}

/** The owner deletes the household and everything in it, confirmed by typing its name. */
export async function deleteWholeHousehold(
  ctx: ServiceContext,
  membership: Membership,
  confirmation: string,
): Promise<void> {
  ensureAllowed(membership, "household.delete");
  const household = await loadHousehold(ctx, membership);
  if (confirmation.trim().toLocaleLowerCase("es") !== household.name.toLocaleLowerCase("es")) {
    throw new ApiError(400, "CONFIRMATION_MISMATCH");
  }
  await deleteHousehold(ctx.db, household.id);
  announceGone(ctx, household.id);
}

/** Deletes the account, confirmed by typing its email. An owner with other members transfers
 * ownership first; an owner alone takes the household with them. */
export async function deleteAccount(
  ctx: ServiceContext & Pick<AppContext, "storage" | "logger">,
  user: { id: string; email: string },
  confirmation: string,
): Promise<void> {
  if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new ApiError(400, "CONFIRMATION_MISMATCH");
  }
  const db = ctx.db;
  const membership = await findMembershipByUser(db, user.id);
  if (membership?.role === "owner") {
    if ((await countMembers(db, membership.householdId)) > 1) {
      throw new ApiError(409, "OWNER_MUST_TRANSFER");
    }
    await deleteHousehold(db, membership.householdId);
    announceGone(ctx, membership.householdId);
  } else if (membership) {
    const me = await findMember(db, membership.householdId, membership.profileId);
    await deleteMember(db, membership.householdId, user.id);
    await deleteAvatarFile(ctx.storage, ctx.logger, me?.avatarUrl ?? null);
    ctx.live.publish(
      membership.householdId,
      { topic: "members", action: "left" },
      { endStreamsOf: [user.id] },
    );
  }
  await deleteUser(db, user.id);
  // Its sessions went with the account (a cascade, which Better Auth's hooks do not see).
  await ctx.live.forgetSessionsOf([user.id]);
}
