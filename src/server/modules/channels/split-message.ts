/** Per-message text limits: Twilio's Messages API (SMS and WhatsApp) and WhatsApp Cloud API. */
export const channelTextLimits = { twilio: 1600, whatsappCloud: 4096 } as const;

/**
 * Splits a reply into messages within the limit: at paragraph breaks, then line breaks, then
 * sentence ends, then spaces — a word is cut only when it alone is longer than the limit.
 */
export function splitMessage(text: string, limit: number): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    const at = [
      /\n\n(?![\s\S]*\n\n)/,
      /\n(?![\s\S]*\n)/,
      /[.!?…](?=\s)(?![\s\S]*[.!?…]\s)/,
      /\s(?![\s\S]*\s)/,
    ]
      .map((pattern) => pattern.exec(window.slice(0, limit)))
      .find((match) => match && match.index > limit / 3);
    const end = at ? at.index + (/[.!?…]/.test(at[0]) ? 1 : 0) : limit;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
