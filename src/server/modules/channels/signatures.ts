import { createHmac, timingSafeEqual } from "node:crypto";

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Twilio's request signature (twilio.com/docs/usage/security#validating-requests): the full URL
 * Twilio called, then each POST parameter's name and value appended in name order, HMAC-SHA1
 * with the account's auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  let data = url;
  for (const name of names) {
    for (const value of params.getAll(name)) data += name + value;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function validTwilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams,
  header: string | undefined,
): boolean {
  if (!header) return false;
  return sameText(twilioSignature(authToken, url, params), header);
}

/** Meta's X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret. */
export function metaSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex")}`;
}

export function validMetaSignature(
  appSecret: string,
  rawBody: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  return sameText(metaSignature(appSecret, rawBody), header);
}
