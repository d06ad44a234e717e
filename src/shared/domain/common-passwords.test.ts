import { describe, expect, it } from "vitest";
import { isCommonPassword, loadCommonPasswords } from "#shared/domain/common-passwords.ts";

describe("common passwords", () => {
  it("knows the most common ones at once, in any case", () => {
    for (const password of ["123456", "password", "Qwerty", "12345678", "iloveyou"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("knows the whole list once loaded, and not what is rare", async () => {
    expect(isCommonPassword("tequiero")).toBe(false);
    await loadCommonPasswords();
    for (const password of ["tequiero", "teamo123", "senha123", "contraseña", "Hogaria123"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ["secreto123", "nueva-clave-9", "mi gato come tortillas"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
