import type { TFunction } from "i18next";

/** The one way the web app talks to /api: JSON in, JSON out, errors as ApiError or NetworkError. */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The server could not be reached at all (offline, DNS, connection refused). */
export class NetworkError extends Error {}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, except FormData (file uploads), which the browser encodes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const json = options.body !== undefined && !(options.body instanceof FormData);
  const response = await apiFetch(path, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: json ? { "content-type": "application/json" } : {},
    body: json ? JSON.stringify(options.body) : (options.body as FormData | undefined),
    signal: options.signal,
  });
  const text = await response.text();
  return (text ? safeParse(text) : null) as T;
}

/** `fetch` for /api with our failures: NetworkError when the server could not be reached,
 * ApiError with the server's reason when it refused. The chat's stream fetches through it too,
 * so its refusals read like every other request's (`errorText`). */
export async function apiFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  // The visitor's language: the server answers errors in it until an account says otherwise.
  headers.set("accept-language", readerLanguage());
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: "same-origin" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await refusalOf(response);
  return response;
}

async function refusalOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  const error = (
    (text ? safeParse(text) : null) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    } | null
  )?.error;
  return new ApiError(
    response.status,
    error?.code ?? "INTERNAL",
    error?.message ?? response.statusText,
    error?.fields,
  );
}

/** The page's language (the i18n setup keeps `<html lang>` in step with the interface). */
function readerLanguage(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "es";
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What a person reads when a request failed — the one rule for every toast and inline message:
 * the server's reason (it answers in the reader's language, from the shared locale files); the
 * network text when the server could not be reached; else `fallback` (or "Algo salió mal").
 * A refusal's per-field reasons go under the fields instead (`fieldErrorsOf`).
 */
export function errorText(error: unknown, t: TFunction, fallback?: string): string {
  if (error instanceof NetworkError) return t("common:errors.network");
  if (error instanceof ApiError && error.message) return error.message;
  return fallback ?? t("common:errors.generic");
}

/** The server's reasons for refusing single fields (a 400's `fields`), by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
