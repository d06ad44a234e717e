import type { Context } from "hono";
import { z } from "zod";
import { ApiError, spanishValidation, validationError } from "#server/http/errors.ts";

/** Reads and validates a JSON body; bad JSON or bad fields become a 400 with Spanish messages.
 * Fields the schema does not know are refused (never silently dropped), so a client that sends
 * `householdId`, `createdBy` or a typo learns it at once. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.includes("application/json")) throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "INVALID_JSON");
  }
  refuseUnknownFields(schema, body);
  return parseWith(schema, body);
}

export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  refuseUnstorableValues(value);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function fieldError(field: string, key: string): ApiError {
  const message = spanishValidation(key);
  return new ApiError(400, "VALIDATION_FAILED", message, { [field]: message });
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text with a NUL character or half of a surrogate pair cannot be stored as text (PostgreSQL
 * refuses NUL; a lone surrogate is not UTF-8), and no keyboard types it. */
export function isUnstorableText(text: string): boolean {
  return text.includes("\u0000") || loneSurrogate.test(text);
}

/** Deeper than any body Hogaria takes (its deepest, a task with its checklist, is 3 levels),
 * and shallow enough that nothing walking a body can run out of stack. */
const maxBodyDepth = 32;

/**
 * Refuses, as invalid input, any such text anywhere in a request's values, and any value nested
 * deeper than `maxBodyDepth`. Walked with a stack of its own, not by recursion: `JSON.parse`
 * accepts 300,000 nested lists, and a recursive walk of them overflows the call stack.
 */
function refuseUnstorableValues(value: unknown): void {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: "", depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, depth } = next;
    if (typeof next.value === "string") {
      if (isUnstorableText(next.value)) throw fieldError(path || "_", "invalidInput");
      continue;
    }
    if (!next.value || typeof next.value !== "object") continue;
    if (depth >= maxBodyDepth) throw fieldError(path || "_", "tooDeeplyNested");
    const isList = Array.isArray(next.value);
    const entries = isList
      ? (next.value as unknown[]).map((item, index) => [String(index), item] as const)
      : Object.entries(next.value);
    // Pushed last to first, so that the first field is checked first, as its reader would.
    for (const [key, item] of entries.reverse()) {
      if (!isList && isUnstorableText(key)) throw fieldError(path || "_", "invalidInput");
      pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}

/** The top-level fields an object schema (or a union of them, or one wrapped in a
 * transform) accepts; null when the schema is not an object. */
function knownKeys(schema: z.ZodType): Set<string> | null {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) return knownKeys(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const keys = new Set<string>();
    for (const option of schema.options as z.ZodType[]) {
      const optionKeys = knownKeys(option);
      if (!optionKeys) return null;
      for (const key of optionKeys) keys.add(key);
    }
    return keys;
  }
  return null;
}

function refuseUnknownFields(schema: z.ZodType, body: unknown): void {
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  const keys = knownKeys(schema);
  if (!keys) return;
  // Reported like zod's strict objects do: on the object itself ("_").
  if (Object.keys(body).some((key) => !keys.has(key))) throw fieldError("_", "unknownField");
}
