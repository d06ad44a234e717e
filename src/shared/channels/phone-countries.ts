import { toE164 } from "#shared/reminders/phone.ts";

/** Countries a household is likely to be in, with their calling codes (the picker's list). */
export const phoneCountries = [
  { code: "MX", dial: "52" },
  { code: "AR", dial: "54" },
  { code: "BR", dial: "55" },
  { code: "CL", dial: "56" },
  { code: "CO", dial: "57" },
  { code: "PE", dial: "51" },
  { code: "UY", dial: "598" },
  { code: "PY", dial: "595" },
  { code: "BO", dial: "591" },
  { code: "EC", dial: "593" },
  { code: "VE", dial: "58" },
  { code: "GT", dial: "502" },
  { code: "CR", dial: "506" },
  { code: "PA", dial: "507" },
  { code: "DO", dial: "1" },
  { code: "US", dial: "1" },
  { code: "ES", dial: "34" },
] as const;

export type PhoneCountry = (typeof phoneCountries)[number]["code"];

export function isPhoneCountry(value: string): value is PhoneCountry {
  return phoneCountries.some((country) => country.code === value);
}

/**
 * A number as typed, in E.164: "+…" keeps its own country code; otherwise the country's code is
 * put in front of the national number (a trunk "0" dropped). Null when it cannot be one.
 */
export function phoneInCountry(typed: string, country: PhoneCountry): string | null {
  const compact = typed.replace(/[\s().-]/g, "");
  if (compact.startsWith("+")) return toE164(compact);
  if (compact.startsWith("00")) return toE164(`+${compact.slice(2)}`);
  const dial = phoneCountries.find((candidate) => candidate.code === country)?.dial ?? "52";
  const national = compact.replace(/^0+/, "");
  if (!/^\d+$/.test(national)) return null;
  return toE164(`+${dial}${national}`);
}

/** "+525512345678" → "+52 ••• ••• 5678": enough to recognise one's own number. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} ••• ${phone.slice(-4)}`;
}
