import { z } from "zod";
import { emailPattern, splitEmails } from "#shared/domain/emails.ts";
import { planIds } from "#shared/domain/plans.ts";
import { householdRoles } from "#shared/domain/roles.ts";
import { grantableRoleSchema } from "#shared/schemas/households.ts";

export const maxInvitesAtOnce = 20;

/** Invitations last a week (then they can be resent). */
export const invitationLifetimeDays = 7;

export { invalidEmails, splitEmails } from "#shared/domain/emails.ts";

/** A comma-separated string or a list of emails, normalised to a list of lowercase emails. */
export const emailListSchema = (options: { required: boolean }) =>
  z
    .union([z.string().max(10_000, "tooLong"), z.array(z.string().max(254, "emailListInvalid"))], {
      error: "emailListInvalid",
    })
    .transform((value) => splitEmails(typeof value === "string" ? value : value.join(",")))
    .refine(
      (list) => list.every((email) => email.length <= 254 && emailPattern.test(email)),
      "emailListInvalid",
    )
    .refine((list) => !options.required || list.length > 0, "emailRequired")
    .refine((list) => list.length <= maxInvitesAtOnce, "tooManyEmails");

export const invitationCreateSchema = z.strictObject({
  emails: emailListSchema({ required: true }),
  role: grantableRoleSchema.default("member"),
});
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

/** Invitation tokens are 32 random bytes in base64url: 43 characters. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "invitationInvalid");

/** What inviting by email did, address by address. */
export const inviteResultSchema = z.strictObject({
  /** Addresses that got an email now. */
  sent: z.array(z.string()),
  /** Addresses with an invitation still open: not emailed again (use resend). */
  alreadyInvited: z.array(z.string()),
  /** Addresses of people already in the household. */
  alreadyMembers: z.array(z.string()),
  /** Addresses whose email could not be delivered (the invitation exists; resend later). */
  failed: z.array(z.string()),
});
export type InviteResult = z.output<typeof inviteResultSchema>;

/** A pending (or expired) invitation, as owners and admins see it. */
export const invitationViewSchema = z
  .strictObject({
    id: z.string(),
    email: z.string().nullable(),
    role: z.enum(householdRoles),
    expiresAt: z.string(),
    expired: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Invitation", description: "Una invitación pendiente al hogar." });
export type InvitationView = z.output<typeof invitationViewSchema>;

/** The household's shareable link (role member, once, 7 days). */
export const shareLinkSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLink = z.output<typeof shareLinkSchema>;

/** What the invitation page shows anyone holding the link. */
export const invitationPreviewSchema = z.strictObject({
  household: z.strictObject({ name: z.string() }),
  invitedBy: z.string().nullable(),
  role: z.enum(householdRoles),
  email: z.string().nullable(),
  expiresAt: z.string(),
  /** The household is full: joining would be refused. */
  memberLimitReached: z.boolean(),
  memberLimitMessage: z.string().nullable(),
  /** The plan whose limit applies and that limit, for the page to word it in any language. */
  plan: z.enum(planIds),
  memberLimit: z.number().int(),
  /** Only for a signed-in visitor: whether they already belong to this or another household. */
  viewer: z
    .strictObject({ inThisHousehold: z.boolean(), inAnotherHousehold: z.boolean() })
    .nullable(),
});
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;

/** What joining answers: the new membership and the household's name. */
export const joinedHouseholdSchema = z.strictObject({
  membership: z.strictObject({
    userId: z.string(),
    householdId: z.string(),
    profileId: z.string(),
    role: z.enum(householdRoles),
  }),
  household: z.strictObject({ name: z.string() }),
});
export type JoinedHousehold = z.output<typeof joinedHouseholdSchema>;
