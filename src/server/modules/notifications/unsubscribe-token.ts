import { createHmac, timingSafeEqual } from "node:crypto";

/** The email's unsubscribe link works without signing in: its token names the member and is
 * signed with the server's secret, so it cannot be forged for someone else. It never expires
 * (laws on commercial email expect an unsubscribe link to keep working). */

interface Subject {
  householdId: string;
  userId: string;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");

export function createUnsubscribeToken(secret: string, subject: Subject): string {
  const payload = Buffer.from(`${subject.householdId}:${subject.userId}`).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function readUnsubscribeToken(secret: string, token: string): Subject | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [householdId, userId] = Buffer.from(payload, "base64url").toString("utf8").split(":");
  return householdId && userId ? { householdId, userId } : null;
}
