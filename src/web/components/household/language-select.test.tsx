// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import household from "#shared/i18n/locales/es/household.json" with { type: "json" };
import { LanguageSelect } from "#web/components/household/language-select.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "es", resources: { es: { household } } });
});

afterEach(cleanup);

it("offers each language by its own name, labelled by its field, and reports the choice", () => {
  const onChange = vi.fn();
  render(
    <FormField label="Idioma" error="Elige un idioma">
      <LanguageSelect value="es" onChange={onChange} />
    </FormField>,
  );
  const select = screen.getByRole("combobox", { name: "Idioma" });
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
    "Español",
    "English",
    "Português",
  ]);
  expect(select.getAttribute("aria-invalid")).toBe("true");
  fireEvent.change(select, { target: { value: "pt-BR" } });
  expect(onChange).toHaveBeenCalledWith("pt-BR");
});
