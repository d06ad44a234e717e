/** Messaging providers need E.164: "+" then 8 to 15 digits, no leading zero in the country code.
 * Profiles keep phones as typed ("+52 55 1234 5678", "(55) 1234-5678"); spaces, dots, dashes
 * and brackets are dropped. Null: not usable for WhatsApp/SMS. */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s().-]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
