import { z } from "zod";
import { assistantTones, householdLanguages, isTimeZone } from "#shared/domain/preferences.ts";
import { householdRoles } from "#shared/domain/roles.ts";
import { requiredText } from "#shared/schemas/fields.ts";

export const householdNameSchema = requiredText("householdNameRequired", 80);

export const householdLanguageSchema = z.enum(householdLanguages, {
  error: "householdLanguageInvalid",
});

export const assistantToneSchema = z.enum(assistantTones, { error: "toneInvalid" });

export const timeZoneSchema = z
  .string({ error: "timeZoneInvalid" })
  .refine(isTimeZone, "timeZoneInvalid");

/** The roles someone can be given. Owner is not among them: ownership moves only by transfer. */
export const grantableRoles = ["admin", "member", "child", "guest"] as const;
export type GrantableRole = (typeof grantableRoles)[number];
export const grantableRoleSchema = z.enum(grantableRoles, { error: "roleInvalid" });

export const roleChangeSchema = z.strictObject({ role: grantableRoleSchema });

/** Someone in the household, as /api/members lists them. */
export const memberViewSchema = z
  .strictObject({
    profileId: z.string(),
    name: z.string(),
    /** Shown to those who manage members only. */
    email: z.string().nullable(),
    role: z.enum(householdRoles),
    avatarUrl: z.string().nullable(),
    joinedAt: z.string(),
    isMe: z.boolean(),
  })
  .meta({ id: "Member", description: "Un miembro del hogar, con su rol." });
export type MemberView = z.output<typeof memberViewSchema>;
