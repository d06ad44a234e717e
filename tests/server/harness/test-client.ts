import type { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Talks to the app like a browser would: same Origin, cookies kept between requests. */
export class TestClient {
  readonly #app: Hono<AppEnv>;
  readonly #origin: string;
  readonly #cookies = new Map<string, string>();

  constructor(app: Hono<AppEnv>, origin: string) {
    this.#app = app;
    this.#origin = origin;
  }

  get = <T = unknown>(path: string, options?: RequestOptions) =>
    this.request<T>("GET", path, options);
  post = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>("POST", path, { ...options, body });
  patch = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>("PATCH", path, { ...options, body });
  put = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>("PUT", path, { ...options, body });
  delete = <T = unknown>(path: string, options?: RequestOptions) =>
    this.request<T>("DELETE", path, options);

  /** The raw response, unread: for streams (SSE) and downloads. */
  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", this.#origin);
    if (this.#cookies.size > 0) headers.set("cookie", this.#cookieHeader());
    return this.#app.request(`${this.#origin}${path}`, { ...init, headers });
  }

  /** The Cookie header this client sends (to replay it from another origin in CSRF tests). */
  get cookie(): string {
    return this.#cookieHeader();
  }

  #cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers = new Headers({ origin: this.#origin, ...options.headers });
    if (this.#cookies.size > 0) headers.set("cookie", this.#cookieHeader());
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set("content-type", "application/json");
    } else if (body !== undefined && !headers.has("content-type")) {
      headers.set("content-type", "application/json");
    }
    const response = await this.#app.request(`${this.#origin}${path}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      if (/max-age=0/i.test(cookie) || value.join("=") === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value.join("="));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Creates an account and keeps its session cookie. */
  async signUp(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
    const account = {
      name: "Ana López",
      email: `ana.${crypto.randomUUID().slice(0, 8)}@ejemplo.mx`,
      password: "secreto123",
      ...overrides,
    };
    const response = await this.post<{ user: { id: string } }>("/api/auth/sign-up/email", {
      ...account,
      acceptTerms: true,
    });
    if (response.status !== 200) {
      throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return { ...account, id: response.body.user.id };
  }

  signOut() {
    return this.post("/api/auth/sign-out", {});
  }
}
