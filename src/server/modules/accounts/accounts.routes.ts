import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { type AppContext, serviceContext } from "#server/app-context.ts";
import { type Auth, clientAddressHeader } from "#server/auth.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { clientAddressFrom } from "#server/http/client-address.ts";
import { checkAnswer } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
import { readerLocale } from "#server/http/reader-locale.ts";
import { readJson } from "#server/http/validation.ts";
import {
  recordRightPassword,
  recordWrongPassword,
  refuseLockedOutSignIn,
  takeSignUpAttempt,
} from "#server/modules/accounts/account-attempts.service.ts";
import {
  isKnownDevice,
  knownDeviceCookie,
  knownDeviceSetCookie,
} from "#server/modules/accounts/known-device.ts";
import { authContract } from "#shared/contracts/auth.ts";
import type { RouteContract } from "#shared/contracts/contract.ts";
import { loadCommonPasswords } from "#shared/domain/common-passwords.ts";
import type { UiLocale } from "#shared/domain/locale.ts";

const signUpPath = "/api/auth/sign-up/email";
const signInPath = "/api/auth/sign-in/email";

/**
 * The Better Auth endpoints Hogaria uses, as its contract lists them (#shared/contracts/auth.ts:
 * the same list is in /api/openapi.json). Better Auth serves many more (update-user,
 * change-email, list-sessions, revoke-session…) that skip our validation and our rules (names
 * of any length, another account's session ids…): they answer 404 like any unknown route. Our
 * zod schemas (the contract's bodies) run before Better Auth so that every field error is ours,
 * in Spanish.
 */
const exposedRoutes = Object.values(authContract.routes).map((route: RouteContract) => ({
  route,
  method: route.method.toUpperCase(),
  pattern: new RegExp(`^${authContract.basePath}${route.path.replace(/:\w+/g, "[^/]+")}$`),
}));

function exposedRoute(method: string, path: string): RouteContract | undefined {
  return exposedRoutes.find((each) => each.method === method && each.pattern.test(path))?.route;
}

/** Better Auth's error codes, folded into ours. */
function errorCodeFor(status: number, betterAuthCode: string | undefined): string {
  if (status === 429) return "RATE_LIMITED";
  if (!betterAuthCode) return status === 401 ? "UNAUTHENTICATED" : "AUTH_FAILED";
  if (betterAuthCode.startsWith("USER_ALREADY_EXISTS")) return "USER_ALREADY_EXISTS";
  if (betterAuthCode === "INVALID_EMAIL_OR_PASSWORD") return "INVALID_EMAIL_OR_PASSWORD";
  if (betterAuthCode === "INVALID_TOKEN") return "INVALID_TOKEN";
  if (betterAuthCode === "INVALID_PASSWORD") return "INVALID_PASSWORD";
  if (betterAuthCode === "PASSWORD_TOO_SHORT") return "PASSWORD_TOO_SHORT";
  if (betterAuthCode.includes("ORIGIN")) return "FORBIDDEN_ORIGIN";
  return status === 401 ? "UNAUTHENTICATED" : "AUTH_FAILED";
}

async function translateError(response: Response, locale: UiLocale): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("json")) {
    return response;
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  const code = errorCodeFor(response.status, body.code);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(new ApiError(400, code).toBody(locale)), {
    status: response.status,
    headers,
  });
}

/** Answers that may hand an API client its signed session token in `set-auth-token`: they take
 * the password (or create the account), so a script that stole nothing learns nothing. */
const tokenIssuingPaths = new Set([
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/change-password",
]);

/**
 * Session tokens travel only in the HttpOnly cookie and, for API clients, in `set-auth-token`
 * on the answers above: never in a JSON body, which any script on the page could read. A
 * browser (it sends Sec-Fetch-Site, which scripts cannot set) never gets the header either.
 */
async function withoutSessionTokens(
  request: Request,
  path: string,
  response: Response,
): Promise<Response> {
  const headers = new Headers(response.headers);
  if (!tokenIssuingPaths.has(path) || request.headers.has("sec-fetch-site")) {
    headers.delete("set-auth-token");
    const exposed = (headers.get("access-control-expose-headers") ?? "")
      .split(",")
      .map((header) => header.trim())
      .filter((header) => header && header.toLowerCase() !== "set-auth-token");
    if (exposed.length > 0) headers.set("access-control-expose-headers", exposed.join(", "));
    else headers.delete("access-control-expose-headers");
  }
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) {
    return new Response(response.body, { status: response.status, headers });
  }
  const body = (await response.json()) as {
    token?: unknown;
    session?: { token?: unknown } | null;
  } | null;
  if (body) {
    delete body.token;
    if (body.session) delete body.session.token;
  }
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function clientAddress(c: Parameters<typeof getConnInfo>[0], trustedProxyHops: number): string {
  let socketAddress: string;
  try {
    socketAddress = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    socketAddress = "local"; // in-process requests (tests) have no socket
  }
  return clientAddressFrom(socketAddress, c.req.header("x-forwarded-for"), trustedProxyHops);
}

export function accountRoutes(auth: Auth, ctx: AppContext) {
  // trustedProxyHops: how many proxies (load balancers) stand in front of the server.
  const { authSecret, publicUrl, trustedProxyHops } = ctx.config;
  const secure = publicUrl.startsWith("https://");
  const deviceCookie = knownDeviceCookie(secure);
  // New passwords are checked against the whole list of common ones, not only its top 100.
  const commonPasswordsLoaded = loadCommonPasswords();
  // Under test, every answer is checked against the contract (decision 023).
  const checkAnswers = ctx.config.environment === "test";
  // What the sign-up and sign-in attempt services use (the lockout's alert is an email).
  const attempts = {
    ...serviceContext(ctx),
    config: ctx.config,
    logger: ctx.logger,
    mailer: ctx.mailer,
  };
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const request = c.req.raw;
    const path = c.req.path;
    const route = exposedRoute(request.method, path);
    if (!route) throw new ApiError(404, "ROUTE_NOT_FOUND");
    const schema = route.body;
    let body: string | undefined;
    /** Whose sign-in or sign-up this is (the normalised email). */
    let email: string | undefined;
    if (schema) {
      await commonPasswordsLoaded;
      // Better Auth gets the normalised body; the terms flag was checked here and is not a column.
      const { acceptTerms: _accepted, ...parsed } = (await readJson(c, schema)) as Record<
        string,
        unknown
      >;
      if (path === signUpPath) {
        email = parsed.email as string;
        await takeSignUpAttempt(attempts, email);
      }
      if (path === signInPath) {
        email = parsed.email as string;
        const fromKnownDevice = isKnownDevice(getCookie(c, deviceCookie), authSecret, email);
        await refuseLockedOutSignIn(attempts, email, fromKnownDevice);
      }
      // A new password always ends the account's other sessions (a thief's among them).
      if (path === "/api/auth/change-password") parsed.revokeOtherSessions = true;
      body = JSON.stringify(parsed);
    } else if (request.method === "POST") {
      body = await request.text();
    }
    const headers = new Headers(request.headers);
    // Overwritten on every request: a client cannot choose its own rate-limit bucket.
    headers.set(clientAddressHeader, clientAddress(c, trustedProxyHops));
    headers.delete("content-length");
    const forwarded = new Request(request.url, { method: request.method, headers, body });
    const response = await translateError(await auth.handler(forwarded), readerLocale(c));
    if (path === signInPath && email) {
      if (response.status === 401) await recordWrongPassword(attempts, email);
      else if (response.ok) await recordRightPassword(attempts, email);
    }
    const answer = await withoutSessionTokens(request, path, response);
    if (checkAnswers) {
      const text = await answer.clone().text();
      const json = text && answer.headers.get("content-type")?.includes("json");
      checkAnswer(
        `${request.method} ${path}`,
        route,
        answer.status,
        json ? JSON.parse(text) : undefined,
      );
    }
    if (email && response.ok) {
      // This device signed in to this account: a lockout of the account will not hold it back.
      answer.headers.append(
        "set-cookie",
        knownDeviceSetCookie(getCookie(c, deviceCookie), authSecret, email, secure),
      );
    }
    return answer;
  });
}
