import type { TFunction } from "i18next";

/** "0,5 kg", "3 unidades", "1 paquete" in the reader's language. The namespace of `t` must have
 * units.<unit>.one and units.<unit>.other (the pantry units of spec §9). */
export function amountWithUnit(t: TFunction, language: string, amount: number, unit: string) {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(amount);
  return `${number} ${t(`units.${unit}.${amount === 1 ? "one" : "other"}`)}`;
}
