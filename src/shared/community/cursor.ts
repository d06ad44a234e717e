/** Where a feed page ends: the last post's creation time and id (a keyset, so posts published
 * while someone scrolls never shift the pages after it). Opaque to clients. */
export interface FeedCursor {
  createdAt: string;
  id: string;
}

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const toBase64Url = (text: string) =>
  btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export function encodeCursor(cursor: FeedCursor): string {
  return toBase64Url(`${cursor.createdAt}|${cursor.id}`);
}

/** The cursor a client sent back, or null when it is not one we could have made. */
export function decodeCursor(value: string): FeedCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  let text: string;
  try {
    text = atob(value.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const [createdAt = "", id = "", ...rest] = text.split("|");
  if (rest.length > 0 || !isoTimestamp.test(createdAt) || !uuid.test(id)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}
