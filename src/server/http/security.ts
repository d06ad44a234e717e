import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { ApiError } from "#server/http/errors.ts";
import { isUnstorableText } from "#server/http/validation.ts";

/** Strict CSP: scripts only from our origin, no inline script; styles allow inline attributes
 * because toast and dialog libraries position elements with style attributes. */
export function securityHeaders(https: boolean): MiddlewareHandler {
  const headers = appSecurityHeaders(https);
  // A route may answer with a stricter policy of its own (uploaded files are sandboxed):
  // keep it rather than overwrite it with the app's.
  return async (c, next) => {
    let own: string | null = null;
    await headers(c, async () => {
      await next();
      own = c.res.headers.get("content-security-policy");
    });
    if (own) c.res.headers.set("content-security-policy", own);
  };
}

function appSecurityHeaders(https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
  });
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins a browser request may come from: the public URL and the host it was sent to. */
export function allowedOrigins(publicUrl: string, request: Request): string[] {
  return [new URL(publicUrl).origin, new URL(request.url).origin];
}

/** Browser mutations must come from our own pages. Requests that carry no cookie (bearer-token
 * clients) cannot ride on a browser session, so they need no Origin. */
export function sameOriginMutations(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && c.req.header("cookie")) {
      const origin = c.req.header("origin") ?? "";
      if (!allowedOrigins(publicUrl, c.req.raw).includes(origin)) {
        throw new ApiError(403, "FORBIDDEN_ORIGIN");
      }
    }
    await next();
  };
}

/** A path whose escapes do not decode, or that decodes to a NUL or half a surrogate pair, names
 * nothing we serve (and PostgreSQL would refuse it as text): 404 before any route reads it. */
export function wellFormedPaths(): MiddlewareHandler {
  return async (c, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw new ApiError(404, "ROUTE_NOT_FOUND");
    }
    if (isUnstorableText(decoded)) {
      throw new ApiError(404, "ROUTE_NOT_FOUND");
    }
    await next();
  };
}

/** API answers speak of someone's account or household: no browser or proxy keeps a copy, unless
 * the route chose its own caching (uploaded files, the calendar feed, the live stream). */
export function privateApiAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
  };
}
