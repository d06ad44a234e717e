import { beforeAll, describe, expect, it } from "vitest";
import { loadCommonPasswords } from "#shared/domain/common-passwords.ts";
import { passwordStrength, signInSchema, signUpSchema } from "#shared/schemas/auth.ts";

// As the server does before it checks a new password: the whole list, not only its top 100.
beforeAll(() => loadCommonPasswords());

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("passwordStrength", () => {
  it.each([
    ["", "none"],
    ["abc", "weak"],
    ["abcde", "weak"],
    ["abcdef", "medium"],
    ["abcdefghi", "medium"],
    ["abcdefghij", "strong"],
    ["123456", "common"],
    ["Password", "common"],
    ["1234567890", "common"],
  ])("%j is %s", (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe("signUpSchema", () => {
  const valid = {
    name: "Ana López",
    email: "Ana@Ejemplo.MX ",
    password: "secreto1",
    acceptTerms: true,
  };

  it("defaults country to MX and language to ES and normalises the email", () => {
    expect(signUpSchema.parse(valid)).toMatchObject({
      email: "ana@ejemplo.mx",
      country: "MX",
      language: "ES",
    });
  });

  it.each([
    [{ name: "   " }, "fullNameRequired"],
    [{ email: "" }, "emailRequired"],
    [{ email: "ana@" }, "emailInvalid"],
    [{ password: "" }, "passwordRequired"],
    [{ password: "12345" }, "passwordTooShort"],
    [{ password: "123456" }, "passwordTooCommon"],
    [{ password: "QWERTY123" }, "passwordTooCommon"],
    [{ acceptTerms: false }, "termsRequired"],
    [{ country: "FR" }, "countryInvalid"],
  ])("rejects %j with %s", (override, key) => {
    expect(firstMessage(signUpSchema.safeParse({ ...valid, ...override }))).toBe(key);
  });
});

describe("signInSchema", () => {
  it("requires a password", () => {
    expect(firstMessage(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toBe(
      "passwordRequired",
    );
  });
});
