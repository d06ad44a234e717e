import { createHash, createHmac } from "node:crypto";

/** An invitation's token is an HMAC of its id under the server's secret: unguessable without the
 * secret, never stored (only its SHA-256 is), and still the same link when an owner copies it
 * again or resends the email. */
export function invitationToken(secret: string, invitationId: string): string {
  return createHmac("sha256", secret)
    .update(`hogaria-invitation:${invitationId}`)
    .digest("base64url");
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/join/${token}`;
}
