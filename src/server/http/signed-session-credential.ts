import { createHmac, timingSafeEqual } from "node:crypto";

/** Better Auth's session cookie, under both its names (`__Secure-` behind https). */
const sessionCookieNames = new Set([
  "better-auth.session_token",
  "__Secure-better-auth.session_token",
]);

/**
 * Whether a request carries a session credential signed with the server's secret: the session
 * cookie, or its value as a bearer token. Only the server can sign one, so such a request is
 * somebody reading their own session (which may since have expired), never a guess.
 */
export function carriesSignedSessionCredential(request: Request, secret: string): boolean {
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  const candidates = sessionCookieValues(request.headers.get("cookie") ?? "");
  if (bearer) candidates.push(bearer);
  return candidates.some((value) => isSignedBy(secret, decode(value)));
}

function sessionCookieValues(header: string): string[] {
  return header
    .split(";")
    .map((pair) => pair.trim().split("="))
    .filter(([name]) => name !== undefined && sessionCookieNames.has(name))
    .map(([, ...value]) => value.join("="));
}

/** `token.signature`, the signature being the token's HMAC-SHA256 in base64 (as better-call
 * signs cookies; Node's base64 decoder also reads the URL-safe alphabet). */
function isSignedBy(secret: string, value: string): boolean {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return false;
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(value.slice(0, dot)).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
