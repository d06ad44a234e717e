/** Which auth dialog the landing page shows; the dialogs switch between each other. */
export type AuthDialogMode = "signUp" | "signIn" | "recovery";

/** What every section receives to open a dialog; `source` is reported as `signup_opened`. */
export type OpenAuthDialog = (mode: AuthDialogMode, source: string) => void;

/** The landing page's sections, in page order: the header marks the one being read. */
export const landingSections = ["funciones", "demo", "planes", "contacto"] as const;
export type LandingSection = (typeof landingSections)[number];
