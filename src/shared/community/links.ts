/** A piece of post text: plain text, or a web link that is safe to make clickable. */
export type TextSegment =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string };

// Only http(s) is ever made clickable: "javascript:", "data:" and friends stay plain text.
const candidate = /\bhttps?:\/\/[^\s<>"]+/giu;
const trailingPunctuation = /[.,;:!?'"»”’]+$/u;

/** A link ends before the punctuation that closes the sentence around it, and before a closing
 * parenthesis it did not open: "(ver https://a.mx/x)." links https://a.mx/x */
function trimLink(raw: string): string {
  let link = raw;
  for (;;) {
    const withoutPunctuation = link.replace(trailingPunctuation, "");
    const unbalanced =
      withoutPunctuation.endsWith(")") &&
      (withoutPunctuation.match(/\(/g)?.length ?? 0) <
        (withoutPunctuation.match(/\)/g)?.length ?? 0);
    const trimmed = unbalanced ? withoutPunctuation.slice(0, -1) : withoutPunctuation;
    if (trimmed === link) return link;
    link = trimmed;
  }
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits text into plain runs and http(s) links, in order; joining every segment's text gives
 * back the input unchanged. */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = "";
  let position = 0;
  for (const match of text.matchAll(candidate)) {
    const link = trimLink(match[0]);
    const href = safeHref(link);
    if (!href) continue;
    plain += text.slice(position, match.index);
    if (plain) segments.push({ kind: "text", text: plain });
    plain = "";
    segments.push({ kind: "link", text: link, href });
    position = match.index + link.length;
  }
  plain += text.slice(position);
  if (plain) segments.push({ kind: "text", text: plain });
  return segments;
}
