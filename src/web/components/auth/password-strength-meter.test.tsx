// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import auth from "#shared/i18n/locales/es/auth.json" with { type: "json" };
import { PasswordStrengthMeter } from "#web/components/auth/password-strength-meter.tsx";

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "es", resources: { es: { auth } } });
});
afterEach(cleanup);

const level = () => screen.getByTestId("password-strength").textContent;

describe("PasswordStrengthMeter", () => {
  it("rates by length as the spec says", () => {
    const { rerender } = render(<PasswordStrengthMeter password="abc" />);
    expect(level()).toBe("Seguridad de la contraseña: Débil");
    rerender(<PasswordStrengthMeter password="abcdefghi" />);
    expect(level()).toBe("Seguridad de la contraseña: Media");
    rerender(<PasswordStrengthMeter password="abcdefghij" />);
    expect(level()).toBe("Seguridad de la contraseña: Fuerte");
  });

  it("calls one of the most used passwords so, whatever its length", async () => {
    const { rerender } = render(<PasswordStrengthMeter password="123456" />);
    expect(level()).toBe("Seguridad de la contraseña: Muy usada");
    // Past the top 100 that ship with the page: known once the list has loaded.
    rerender(<PasswordStrengthMeter password="tequiero" />);
    await screen.findByText("Seguridad de la contraseña: Muy usada");
    rerender(<PasswordStrengthMeter password="1234567890" />);
    expect(level()).toBe("Seguridad de la contraseña: Muy usada");
  });
});
