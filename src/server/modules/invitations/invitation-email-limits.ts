import type { Executor } from "#server/db/executor.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  countInvitationEmails,
  forgetInvitationEmail,
  pruneInvitationEmails,
  recordInvitationEmails,
} from "#server/modules/invitations/invitation-emails.repository.ts";

/** Invitation emails are limited so that resending (or inviting, revoking and inviting again)
 * cannot flood someone's inbox: per invitation and per household, in any hour. */
export const invitationEmailLimits = {
  perInvitation: 3,
  perHousehold: 20,
  windowMs: 60 * 60_000,
} as const;

type LimitCode = "INVITATION_RESEND_LIMITED" | "HOUSEHOLD_INVITATIONS_LIMITED";

/** 429, saying in how many minutes another email may go; `retryAfterSeconds` for the header. */
export class InvitationEmailsLimited extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(code: LimitCode, limit: number, retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, code, undefined, undefined, { values: { limit, minutes } });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Seconds until the oldest email counted leaves the window, freeing a place. */
function secondsUntilFree(oldest: string | null, now: Date): number {
  const frees =
    (oldest ? new Date(oldest).getTime() : now.getTime()) + invitationEmailLimits.windowMs;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}

/**
 * Takes one email per invitation from the hourly allowances, or throws 429 having taken nothing.
 * The rows are written first and counted after: two instances racing each other both see both
 * rows, so they cannot both squeeze past the limit (at worst both are refused).
 */
export async function takeInvitationEmails(
  db: Executor,
  householdId: string,
  invitationIds: readonly string[],
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - invitationEmailLimits.windowMs);
  await pruneInvitationEmails(db, householdId, since);
  const taken = await recordInvitationEmails(db, householdId, invitationIds, now);
  const refuse = async (code: LimitCode, limit: number, oldest: string | null) => {
    for (const id of taken) await forgetInvitationEmail(db, householdId, id);
    return new InvitationEmailsLimited(code, limit, secondsUntilFree(oldest, now));
  };

  const { perHousehold, perInvitation } = invitationEmailLimits;
  const household = await countInvitationEmails(db, householdId, since);
  if (household.count > perHousehold) {
    throw await refuse("HOUSEHOLD_INVITATIONS_LIMITED", perHousehold, household.oldest);
  }
  for (const invitationId of new Set(invitationIds)) {
    const one = await countInvitationEmails(db, householdId, since, invitationId);
    if (one.count > perInvitation) {
      throw await refuse("INVITATION_RESEND_LIMITED", perInvitation, one.oldest);
    }
  }
}
