/** Countries offered at sign-up (spec §3); Mexico is the default. */
export const signupCountries = ["MX", "BR", "US", "ES", "AR", "CO"] as const;
export type SignupCountry = (typeof signupCountries)[number];
export const defaultCountry: SignupCountry = "MX";

/** Languages offered at sign-up (spec §3); Spanish is the default. */
export const signupLanguages = ["ES", "PT", "EN"] as const;
export type SignupLanguage = (typeof signupLanguages)[number];
export const defaultLanguage: SignupLanguage = "ES";

/** The interface locales and the sign-up language each one answers to. */
export const uiLocales = ["es", "en", "pt-BR"] as const;
export type UiLocale = (typeof uiLocales)[number];
export const localeForSignupLanguage: Record<SignupLanguage, UiLocale> = {
  ES: "es",
  EN: "en",
  PT: "pt-BR",
};
