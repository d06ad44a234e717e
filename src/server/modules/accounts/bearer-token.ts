import { createHmac } from "node:crypto";

/**
 * The bearer token that opens a session: its token signed with the auth secret, as the session
 * cookie and `set-auth-token` carry it (the bearer plugin refuses an unsigned one). For sessions
 * written straight to the database, as the seeder writes them for benches and reliability tests.
 */
export function signedBearerToken(sessionToken: string, authSecret: string): string {
  const signature = createHmac("sha256", authSecret).update(sessionToken).digest("base64");
  return encodeURIComponent(`${sessionToken}.${signature}`);
}
