import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { type HouseholdLanguage, householdLanguages } from "#shared/domain/preferences.ts";
import { NativeSelect } from "#web/components/ui/input.tsx";

type LanguageSelectProps = Omit<ComponentProps<"select">, "value" | "onChange" | "children"> & {
  value: HouseholdLanguage;
  onChange: (language: HouseholdLanguage) => void;
};

/** The languages a household or a member may choose, each named in the reader's language. The
 * rest of the props reach the select, so a FormField can label it and mark it invalid. */
export function LanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  const { t } = useTranslation("household");
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value as HouseholdLanguage)}
    >
      {householdLanguages.map((option) => (
        <option key={option} value={option}>
          {t(`languages.${option}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
