import { describe, expect, it } from "vitest";
import { splitCommaList } from "#shared/domain/preferences.ts";
import { invalidEmails, invitationCreateSchema } from "#shared/schemas/invitations.ts";
import { isBirthDate, preferencesSchema, profileUpdateSchema } from "#shared/schemas/profiles.ts";
import { householdSettingsSchema } from "#shared/schemas/settings.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("comma-separated lists (spec §5)", () => {
  it("splits on commas, trims, drops blanks and repeats", () => {
    expect(splitCommaList(" maní, , Gluten ,MANÍ,")).toEqual(["maní", "Gluten"]);
    expect(splitCommaList("")).toEqual([]);
  });

  it("names each wrong email as typed", () => {
    expect(invalidEmails("ana@ejemplo.mx, tío@, , beto")).toEqual(["tío@", "beto"]);
  });

  it("invitations: lowercase emails, member by default, never owner", () => {
    expect(invitationCreateSchema.parse({ emails: "Ana@Ejemplo.MX, ana@ejemplo.mx" })).toEqual({
      emails: ["ana@ejemplo.mx"],
      role: "member",
    });
    expect(
      firstMessage(invitationCreateSchema.safeParse({ emails: "a@b.co", role: "owner" })),
    ).toBe("roleInvalid");
    expect(firstMessage(invitationCreateSchema.safeParse({ emails: "a@b.co, x" }))).toBe(
      "emailListInvalid",
    );
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@ejemplo.mx`).join(",");
    expect(firstMessage(invitationCreateSchema.safeParse({ emails: many }))).toBe("tooManyEmails");
  });
});

describe("profile fields", () => {
  it("accepts real past birth dates only", () => {
    const today = new Date("2026-11-22T12:00:00Z");
    expect(isBirthDate("1990-02-28", today)).toBe(true);
    expect(isBirthDate("1990-02-30", today)).toBe(false);
    expect(isBirthDate("2026-11-23", today)).toBe(false);
    expect(isBirthDate("1899-12-31", today)).toBe(false);
    expect(isBirthDate("22/11/1990", today)).toBe(false);
  });

  it("treats a blank phone or birth date as none", () => {
    expect(profileUpdateSchema.parse({ phone: "  ", dateOfBirth: "" })).toEqual({
      phone: null,
      dateOfBirth: null,
    });
    expect(firstMessage(profileUpdateSchema.safeParse({ phone: "llámame" }))).toBe("phoneInvalid");
    expect(firstMessage(profileUpdateSchema.safeParse({}))).toBe("nothingToChange");
  });

  it("preferences: allergies from text or a list; tones and languages of spec §9", () => {
    expect(
      preferencesSchema.parse({ language: "es", allergies: "maní, ", assistantTone: "casual" }),
    ).toEqual({ language: "es", allergies: ["maní"], assistantTone: "casual" });
    expect(
      preferencesSchema.parse({
        language: "en",
        allergies: ["maní", " "],
        assistantTone: "friendly",
      }).allergies,
    ).toEqual(["maní"]);
    expect(
      firstMessage(
        preferencesSchema.safeParse({ language: "pt", allergies: "", assistantTone: "casual" }),
      ),
    ).toBe("householdLanguageInvalid");
  });
});

describe("household settings", () => {
  it("checks time zones against the runtime's list", () => {
    expect(householdSettingsSchema.safeParse({ timeZone: "America/Bogota" }).success).toBe(true);
    expect(firstMessage(householdSettingsSchema.safeParse({ timeZone: "Mars/Base" }))).toBe(
      "timeZoneInvalid",
    );
    expect(firstMessage(householdSettingsSchema.safeParse({ name: "  " }))).toBe(
      "householdNameRequired",
    );
  });
});
