import type { SignUpInput } from "#shared/schemas/auth.ts";
import { api } from "#web/lib/api-client.ts";
import { refreshSession } from "#web/lib/session.ts";

export async function signIn(input: { email: string; password: string }): Promise<void> {
  await api("/api/auth/sign-in/email", { body: { ...input, rememberMe: true } });
  await refreshSession();
}

export async function signUp(input: SignUpInput): Promise<void> {
  await api("/api/auth/sign-up/email", { body: input });
  // Spec §3: the sign-up preferences are also kept on this device.
  localStorage.setItem(
    "userPreferences",
    JSON.stringify({ fullName: input.name, language: input.language, country: input.country }),
  );
  await refreshSession();
}

/** The reset link comes back to /auth, where the reset form reads its token. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api("/api/auth/request-password-reset", { body: { email, redirectTo: "/auth" } });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await api("/api/auth/reset-password", { body: { token, newPassword } });
}
