import type { Transaction } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { isUniqueViolation } from "#server/db/executor.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import { ApiError, notFound } from "#server/http/errors.ts";
import { findAccountLocale } from "#server/modules/accounts/account-language.repository.ts";
import {
  countMembers,
  deleteHousehold,
  findHousehold,
  findMembershipByUser,
  type HouseholdRecord,
  insertMember,
  listMembers,
  lockHousehold,
} from "#server/modules/households/households.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { takeInvitationEmails } from "#server/modules/invitations/invitation-email-limits.ts";
import {
  hashInvitationToken,
  invitationToken,
  invitationUrl,
} from "#server/modules/invitations/invitation-token.ts";
import {
  countOpenEmailInvitations,
  extendInvitation,
  findInvitation,
  findInvitationByTokenHash,
  findOpenLinkInvitation,
  type InvitationRecord,
  type InvitationWithContext,
  insertInvitation,
  listPendingEmailInvitations,
  markInvitationAccepted,
  setInvitationStatus,
} from "#server/modules/invitations/invitations.repository.ts";
import { invitationEmail } from "#server/modules/mail/invitation-email.ts";
import { findProgress } from "#server/modules/onboarding/onboarding.repository.ts";
import { toStoredPreferences } from "#server/modules/profiles/profiles.repository.ts";
import { assignableRoles, canManageMember } from "#shared/domain/permissions.ts";
import { effectivePlan, memberLimit, planNames } from "#shared/domain/plans.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import {
  type InvitationPreview,
  type InvitationView,
  type InviteResult,
  invitationLifetimeDays,
  invitationTokenSchema,
  type JoinedHousehold,
  type ShareLink,
} from "#shared/schemas/invitations.ts";

const lifetimeMs = invitationLifetimeDays * 24 * 60 * 60 * 1000;

function toView(invitation: InvitationRecord, now: Date): InvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
    expired: new Date(invitation.expiresAt).getTime() <= now.getTime(),
    createdAt: invitation.createdAt,
  };
}

/** "Este hogar ya tiene 5 miembros, el máximo del plan Familiar." */
export function memberLimitError(household: HouseholdRecord, now: Date = new Date()): ApiError {
  const limit = memberLimit(household, now);
  const plan = planNames[effectivePlan(household, now)];
  const key = limit === 1 ? "MEMBER_LIMIT_ONE" : "MEMBER_LIMIT_MANY";
  return new ApiError(409, "MEMBER_LIMIT_REACHED", undefined, undefined, {
    key,
    values: { limit, plan },
  });
}

function ensureCanGive(membership: Membership, role: HouseholdRole): void {
  if (!assignableRoles(membership.role).includes(role)) throw new ApiError(403, "FORBIDDEN");
}

export async function listInvitations(
  ctx: ServiceContext,
  membership: Membership,
): Promise<InvitationView[]> {
  ensureAllowed(membership, "members.manage");
  const now = new Date();
  const invitations = await listPendingEmailInvitations(ctx.db, membership.householdId);
  return invitations.map((invitation) => toView(invitation, now));
}

async function sendInvitationEmail(
  ctx: ServiceContext & Pick<AppContext, "config" | "mailer" | "logger">,
  invitation: { id: string; email: string; role: HouseholdRole },
  household: HouseholdRecord,
  inviterName: string,
  inviterId: string,
): Promise<boolean> {
  const url = invitationUrl(
    ctx.config.publicUrl,
    invitationToken(ctx.config.authSecret, invitation.id),
  );
  try {
    await ctx.mailer.send(
      invitationEmail({
        to: invitation.email,
        inviterName,
        householdName: household.name,
        role: invitation.role,
        url,
        // The invitee has no account yet: the inviter's language is the best guess.
        language: await findAccountLocale(ctx.db, inviterId),
        validDays: invitationLifetimeDays,
      }),
    );
    return true;
  } catch (error) {
    ctx.logger.error(
      { err: error, invitationId: invitation.id },
      "no se pudo enviar la invitación",
    );
    return false;
  }
}

/** Invites people by email with the role the inviter chose. Inviting an address again never
 * duplicates its invitation: an open one is left alone, an expired one is renewed and resent. */
export async function inviteMembers(
  ctx: ServiceContext & Pick<AppContext, "config" | "mailer" | "logger">,
  membership: Membership,
  input: { emails: string[]; role: HouseholdRole },
): Promise<InviteResult> {
  ensureAllowed(membership, "members.manage");
  ensureCanGive(membership, input.role);
  const db = ctx.db;
  const now = new Date();
  const household = await findHousehold(db, membership.householdId);
  if (!household) throw notFound();
  const members = await listMembers(db, membership.householdId);
  const memberEmails = new Set(members.map((member) => member.email.toLowerCase()));
  const pending = await listPendingEmailInvitations(db, membership.householdId);
  const pendingByEmail = new Map(pending.map((invitation) => [invitation.email, invitation]));

  const result: InviteResult = { sent: [], alreadyInvited: [], alreadyMembers: [], failed: [] };
  const toCreate: string[] = [];
  const toRenew: InvitationRecord[] = [];
  for (const email of input.emails) {
    const open = pendingByEmail.get(email);
    if (memberEmails.has(email)) result.alreadyMembers.push(email);
    else if (open && new Date(open.expiresAt) > now) result.alreadyInvited.push(email);
    else if (open) toRenew.push(open);
    else toCreate.push(email);
  }

  const newSeats = toCreate.length + toRenew.length;
  if (newSeats > 0) {
    const open = await countOpenEmailInvitations(db, membership.householdId, now);
    if (members.length + open + newSeats > memberLimit(household, now)) {
      throw memberLimitError(household, now);
    }
  }

  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const inviter = members.find((member) => member.userId === membership.userId)?.name ?? "";
  const outgoing: { id: string; email: string; role: HouseholdRole }[] = [];
  await db.transaction().execute(async (trx) => {
    for (const email of toCreate) {
      const id = uuidv7();
      await insertInvitation(trx, {
        id,
        householdId: membership.householdId,
        email,
        role: input.role,
        tokenHash: hashInvitationToken(invitationToken(ctx.config.authSecret, id)),
        invitedBy: membership.userId,
        expiresAt,
      });
      outgoing.push({ id, email, role: input.role });
    }
    for (const invitation of toRenew) {
      await extendInvitation(trx, membership.householdId, invitation.id, expiresAt);
      outgoing.push({ id: invitation.id, email: invitation.email ?? "", role: invitation.role });
    }
    // Over the hourly allowance, nothing is created or renewed.
    const emailed = outgoing.map((invitation) => invitation.id);
    await takeInvitationEmails(trx, membership.householdId, emailed, now);
  });
  for (const invitation of outgoing) {
    const delivered = await sendInvitationEmail(
      ctx,
      invitation,
      household,
      inviter,
      membership.userId,
    );
    (delivered ? result.sent : result.failed).push(invitation.email);
  }
  if (outgoing.length > 0) {
    ctx.live.publish(membership.householdId, {
      topic: "members",
      action: "invited",
      actorId: membership.userId,
    });
  }
  return result;
}

/** The household's shareable link (role member, once, 7 days): the open one, or a new one. */
export async function ensureShareLink(
  ctx: ServiceContext & Pick<AppContext, "config">,
  membership: Membership,
): Promise<ShareLink> {
  ensureAllowed(membership, "members.manage");
  const db = ctx.db;
  const now = new Date();
  const toLink = (id: string, expiresAt: string): ShareLink => ({
    id,
    url: invitationUrl(ctx.config.publicUrl, invitationToken(ctx.config.authSecret, id)),
    expiresAt,
  });
  const open = await findOpenLinkInvitation(db, membership.householdId, now);
  if (open) return toLink(open.id, open.expiresAt);

  const household = await findHousehold(db, membership.householdId);
  if (!household) throw notFound();
  if ((await countMembers(db, membership.householdId)) >= memberLimit(household, now)) {
    throw memberLimitError(household, now);
  }
  const id = uuidv7();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await insertInvitation(db, {
    id,
    householdId: membership.householdId,
    email: null,
    role: "member",
    tokenHash: hashInvitationToken(invitationToken(ctx.config.authSecret, id)),
    invitedBy: membership.userId,
    expiresAt,
  });
  return toLink(id, expiresAt.toISOString());
}

async function findManageableInvitation(
  ctx: ServiceContext,
  membership: Membership,
  invitationId: string,
): Promise<InvitationRecord> {
  ensureAllowed(membership, "members.manage");
  const invitation = await findInvitation(ctx.db, membership.householdId, invitationId);
  if (!invitation) throw notFound();
  if (!canManageMember(membership.role, invitation.role)) throw new ApiError(403, "FORBIDDEN");
  if (invitation.status !== "pending") throw new ApiError(409, "INVITATION_NOT_PENDING");
  return invitation;
}

/** Sends the same link again and gives it another 7 days. */
export async function resendInvitation(
  ctx: ServiceContext & Pick<AppContext, "config" | "mailer" | "logger">,
  membership: Membership,
  invitationId: string,
): Promise<InvitationView> {
  const invitation = await findManageableInvitation(ctx, membership, invitationId);
  const db = ctx.db;
  const now = new Date();
  const household = await findHousehold(db, membership.householdId);
  if (!household) throw notFound();
  const expired = new Date(invitation.expiresAt) <= now;
  if (expired) {
    // An expired invitation held no place; renewing it takes one again.
    const taken =
      (await countMembers(db, membership.householdId)) +
      (await countOpenEmailInvitations(db, membership.householdId, now));
    if (taken + 1 > memberLimit(household, now)) throw memberLimitError(household, now);
  }
  if (invitation.email) {
    await takeInvitationEmails(db, membership.householdId, [invitation.id], now);
  }
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await extendInvitation(db, membership.householdId, invitation.id, expiresAt);
  if (invitation.email) {
    const inviter = (await listMembers(db, membership.householdId)).find(
      (member) => member.userId === membership.userId,
    );
    const delivered = await sendInvitationEmail(
      ctx,
      { id: invitation.id, email: invitation.email, role: invitation.role },
      household,
      inviter?.name ?? "",
      membership.userId,
    );
    if (!delivered) throw new ApiError(502, "MAIL_FAILED");
  }
  ctx.live.publish(membership.householdId, { topic: "members", action: "invited" });
  return toView({ ...invitation, expiresAt: expiresAt.toISOString() }, now);
}

/** After revoking, the link opens a 'cancelled' page and lets nobody in. */
export async function revokeInvitation(
  ctx: ServiceContext,
  membership: Membership,
  invitationId: string,
): Promise<void> {
  const invitation = await findManageableInvitation(ctx, membership, invitationId);
  await setInvitationStatus(ctx.db, membership.householdId, invitation.id, "revoked");
  ctx.live.publish(membership.householdId, {
    topic: "members",
    action: "revoked",
    actorId: membership.userId,
  });
}

export type InvitationState = "valid" | "expired" | "revoked" | "used";

function stateOf(invitation: InvitationRecord, now: Date): InvitationState {
  if (invitation.status === "revoked") return "revoked";
  if (invitation.status === "accepted") return "used";
  return new Date(invitation.expiresAt) <= now ? "expired" : "valid";
}

async function findByToken(ctx: ServiceContext, token: string): Promise<InvitationWithContext> {
  // A malformed or unknown token is simply not found: nothing tells what exists.
  if (!invitationTokenSchema.safeParse(token).success) {
    throw new ApiError(404, "INVITATION_NOT_FOUND");
  }
  const invitation = await findInvitationByTokenHash(ctx.db, hashInvitationToken(token));
  if (!invitation) throw new ApiError(404, "INVITATION_NOT_FOUND");
  return invitation;
}

/** What the invitation page shows, to anyone holding the link (signed in or not). */
export async function previewInvitation(
  ctx: ServiceContext,
  token: string,
  viewerId: string | null,
): Promise<InvitationPreview> {
  const invitation = await findByToken(ctx, token);
  const now = new Date();
  // A used, revoked or expired link shows nothing of the household: only why it cannot be used.
  const state = stateOf(invitation, now);
  if (state !== "valid") throw refusals[state]();
  const db = ctx.db;
  const household = await findHousehold(db, invitation.householdId);
  if (!household) throw new ApiError(404, "INVITATION_NOT_FOUND");
  const full = (await countMembers(db, household.id)) >= memberLimit(household, now);
  const viewerMembership = viewerId ? await findMembershipByUser(db, viewerId) : null;
  return {
    household: { name: invitation.householdName },
    invitedBy: invitation.inviterName,
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.expiresAt,
    memberLimitReached: full,
    memberLimitMessage: full ? memberLimitError(household, now).message : null,
    plan: effectivePlan(household, now),
    memberLimit: memberLimit(household, now),
    viewer: viewerId
      ? {
          inThisHousehold: viewerMembership?.householdId === household.id,
          inAnotherHousehold:
            viewerMembership !== null && viewerMembership.householdId !== household.id,
        }
      : null,
  };
}

const refusals: Record<Exclude<InvitationState, "valid">, () => ApiError> = {
  expired: () => new ApiError(410, "INVITATION_EXPIRED"),
  revoked: () => new ApiError(410, "INVITATION_REVOKED"),
  used: () => new ApiError(410, "INVITATION_USED"),
};

/** A half-finished onboarding (a household created in step 1, nobody in it yet) is dropped when
 * its creator joins someone else's household instead. */
async function dropAbandonedOnboarding(
  trx: Transaction<DatabaseSchema>,
  userId: string,
): Promise<void> {
  const progress = await findProgress(trx, userId);
  if (!progress?.householdId || progress.completedAt) return;
  if ((await countMembers(trx, progress.householdId)) === 0) {
    await deleteHousehold(trx, progress.householdId);
  }
}

/** Joins the household with the role the inviter chose. The link works once, never after being
 * revoked or expiring, and never beyond the plan's member limit. */
export async function acceptInvitation(
  ctx: ServiceContext,
  user: { id: string; name: string; email: string },
  token: string,
): Promise<JoinedHousehold> {
  const invitation = await findByToken(ctx, token);
  const now = new Date();
  const state = stateOf(invitation, now);
  const existing = await findMembershipByUser(ctx.db, user.id);
  if (existing?.householdId === invitation.householdId) throw new ApiError(409, "ALREADY_MEMBER");
  if (state !== "valid") throw refusals[state]();
  if (existing) throw new ApiError(409, "ALREADY_IN_HOUSEHOLD");

  let membership: Membership;
  try {
    membership = await ctx.db.transaction().execute(async (trx) => {
      const household = await lockHousehold(trx, invitation.householdId);
      if (!household) throw new ApiError(404, "INVITATION_NOT_FOUND");
      if ((await findMembershipByUser(trx, user.id)) !== null) {
        throw new ApiError(409, "ALREADY_IN_HOUSEHOLD");
      }
      if ((await countMembers(trx, household.id)) >= memberLimit(household, now)) {
        throw memberLimitError(household, now);
      }
      if (!(await markInvitationAccepted(trx, invitation.id, user.id, now))) {
        throw new ApiError(410, "INVITATION_USED");
      }
      await dropAbandonedOnboarding(trx, user.id);
      return insertMember(trx, {
        userId: user.id,
        householdId: household.id,
        name: user.name,
        email: user.email,
        role: invitation.role,
        preferences: toStoredPreferences({
          language: household.language,
          allergies: [],
          assistantTone: household.assistantTone,
        }),
      });
    });
  } catch (error) {
    // Two invitations accepted at the same instant: the account's unique profile refuses one.
    if (isUniqueViolation(error)) throw new ApiError(409, "ALREADY_IN_HOUSEHOLD");
    throw error;
  }
  ctx.live.publish(membership.householdId, {
    topic: "members",
    action: "joined",
    id: membership.profileId,
    actorId: user.id,
  });
  return { membership, household: { name: invitation.householdName } };
}
