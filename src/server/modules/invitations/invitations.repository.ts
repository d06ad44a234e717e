import type { Selectable } from "kysely";
import type { Executor } from "#server/db/executor.ts";
import { toCount, toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";

export type InvitationStatus = "pending" | "accepted" | "revoked";

export interface InvitationRecord {
  id: string;
  householdId: string;
  /** null for a shareable link. */
  email: string | null;
  role: HouseholdRole;
  status: InvitationStatus;
  invitedBy: string | null;
  acceptedBy: string | null;
  expiresAt: string;
  acceptedAt: string | null;
  createdAt: string;
}

const columns = [
  "invitations.id",
  "invitations.household_id",
  "invitations.email",
  "invitations.role",
  "invitations.status",
  "invitations.invited_by",
  "invitations.accepted_by",
  "invitations.expires_at",
  "invitations.accepted_at",
  "invitations.created_at",
] as const;

type Row = Pick<
  Selectable<DatabaseSchema["invitations"]>,
  | "id"
  | "household_id"
  | "email"
  | "role"
  | "status"
  | "invited_by"
  | "accepted_by"
  | "expires_at"
  | "accepted_at"
  | "created_at"
>;

function toInvitation(row: Row): InvitationRecord {
  return {
    id: row.id,
    householdId: row.household_id,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: row.invited_by,
    acceptedBy: row.accepted_by,
    expiresAt: toIso(row.expires_at),
    acceptedAt: toIsoOrNull(row.accepted_at),
    createdAt: toIso(row.created_at),
  };
}

export interface NewInvitation {
  id: string;
  householdId: string;
  email: string | null;
  role: HouseholdRole;
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
}

export async function insertInvitation(db: Executor, input: NewInvitation): Promise<void> {
  const now = new Date();
  await db
    .insertInto("invitations")
    .values({
      id: input.id,
      household_id: input.householdId,
      email: input.email,
      role: input.role,
      token_hash: input.tokenHash,
      invited_by: input.invitedBy,
      expires_at: input.expiresAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function findInvitation(
  db: Executor,
  householdId: string,
  invitationId: string,
): Promise<InvitationRecord | null> {
  const row = await db
    .selectFrom("invitations")
    .select(columns)
    .where("household_id", "=", householdId)
    .where("id", "=", invitationId)
    .executeTakeFirst();
  return row ? toInvitation(row) : null;
}

export interface InvitationWithContext extends InvitationRecord {
  householdName: string;
  inviterName: string | null;
}

/** The invitation a token opens, with the household's name and the inviter's name. */
export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<InvitationWithContext | null> {
  const row = await db
    .selectFrom("invitations")
    .innerJoin("households", "households.id", "invitations.household_id")
    .leftJoin("user", "user.id", "invitations.invited_by")
    .select([...columns, "households.name as household_name", "user.name as inviter_name"])
    .where("invitations.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toInvitation(row),
    householdName: row.household_name,
    inviterName: row.inviter_name,
  };
}

/** Email invitations still pending (expired ones included, so they can be resent), newest first. */
export async function listPendingEmailInvitations(
  db: Executor,
  householdId: string,
): Promise<InvitationRecord[]> {
  const rows = await db
    .selectFrom("invitations")
    .select(columns)
    .where("household_id", "=", householdId)
    .where("status", "=", "pending")
    .where("email", "is not", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toInvitation);
}

/** Email invitations that still hold a place: pending and not expired. */
export async function countOpenEmailInvitations(
  db: Executor,
  householdId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom("invitations")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("household_id", "=", householdId)
    .where("status", "=", "pending")
    .where("email", "is not", null)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

/** The household's shareable link that still works, if any. */
export async function findOpenLinkInvitation(
  db: Executor,
  householdId: string,
  now: Date,
): Promise<InvitationRecord | null> {
  const row = await db
    .selectFrom("invitations")
    .select(columns)
    .where("household_id", "=", householdId)
    .where("status", "=", "pending")
    .where("email", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? toInvitation(row) : null;
}

export async function setInvitationStatus(
  db: Executor,
  householdId: string,
  invitationId: string,
  status: "revoked",
): Promise<void> {
  await db
    .updateTable("invitations")
    .set({ status, updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", invitationId)
    .execute();
}

export async function extendInvitation(
  db: Executor,
  householdId: string,
  invitationId: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable("invitations")
    .set({ expires_at: expiresAt, updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", invitationId)
    .execute();
}

/** Uses the invitation up; false when it was no longer pending and valid (used by someone else a
 * moment earlier, revoked, or expired), so a link can never let two people in. */
export async function markInvitationAccepted(
  db: Executor,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ status: "accepted", accepted_by: userId, accepted_at: now, updated_at: now })
    .where("id", "=", invitationId)
    .where("status", "=", "pending")
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
