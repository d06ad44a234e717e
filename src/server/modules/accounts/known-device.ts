import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A browser or app that signed in to an account before keeps, in an HttpOnly cookie, a proof
 * of it: an HMAC of the account's email with the server's secret, which no one can make without
 * the secret and which is only handed out on a successful sign-in or sign-up. A lockout after
 * repeated wrong passwords does not hold such a device back, so an attacker cannot lock a family
 * out of its own phones. One device keeps proofs for a few accounts (a shared family laptop).
 */
export function knownDeviceCookie(secure: boolean): string {
  // Over https, the prefix makes browsers refuse the cookie unless it is Secure, from https.
  return secure ? "__Secure-hogaria.known_device" : "hogaria.known_device";
}

const maxAccounts = 5;
const maxAgeSeconds = 180 * 24 * 60 * 60;

function proofFor(authSecret: string, email: string): string {
  return createHmac("sha256", authSecret).update(`known-device:${email}`).digest("base64url");
}

function proofsIn(cookie: string | undefined): string[] {
  return (cookie ?? "").split(".").filter(Boolean).slice(0, maxAccounts);
}

/** Whether the cookie holds the proof for this account's email (normalised). */
export function isKnownDevice(
  cookie: string | undefined,
  authSecret: string,
  email: string,
): boolean {
  const expected = Buffer.from(proofFor(authSecret, email));
  return proofsIn(cookie).some((proof) => {
    const given = Buffer.from(proof);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The Set-Cookie header that adds this account to the device's proofs (newest first). */
export function knownDeviceSetCookie(
  cookie: string | undefined,
  authSecret: string,
  email: string,
  secure: boolean,
): string {
  const proof = proofFor(authSecret, email);
  const proofs = [proof, ...proofsIn(cookie).filter((other) => other !== proof)].slice(
    0,
    maxAccounts,
  );
  return [
    `${knownDeviceCookie(secure)}=${proofs.join(".")}`,
    "Path=/api/auth",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
