import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Db } from "#server/db/executor.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  claimKey,
  findStoredAnswer,
  forgetAnswersBefore,
  type IdempotencyScope,
  releaseKey,
  storeAnswer,
} from "#server/modules/idempotency/idempotency.repository.ts";

const keyPattern = /^[A-Za-z0-9._:-]{8,200}$/;
const keptFor = 14 * 24 * 60 * 60 * 1000;
const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * ADR 010: a write sent with an `Idempotency-Key` header (the web app's offline outbox sends
 * one with every write) is carried out once per member and key. A repeat of the same request
 * gets the first answer again, status and body, marked `Idempotent-Replayed: true`; the same
 * key on a different request is refused (422), and on one still being answered, 409.
 * Runs after requireMembership: keys are kept per household and member.
 */
export function idempotentWrites(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined || readOnly.has(c.req.method)) return next();
    if (!keyPattern.test(key)) throw new ApiError(400, "IDEMPOTENCY_KEY_INVALID");
    const membership = c.get("membership");
    const scope: IdempotencyScope = {
      householdId: membership.householdId,
      userId: membership.userId,
      key,
    };
    const url = new URL(c.req.url);
    const payload = new Uint8Array(await c.req.raw.clone().arrayBuffer());
    const requestHash = createHash("sha256")
      .update(`${c.req.method} ${url.pathname}${url.search}\n`)
      .update(payload)
      .digest("hex");

    if (!(await claimKey(db, scope, requestHash))) {
      const stored = await findStoredAnswer(db, scope);
      if (!stored) throw new ApiError(409, "IDEMPOTENCY_IN_PROGRESS");
      if (stored.requestHash !== requestHash) throw new ApiError(422, "IDEMPOTENCY_KEY_REUSED");
      if (stored.status === null) throw new ApiError(409, "IDEMPOTENCY_IN_PROGRESS");
      const headers = new Headers({ "idempotent-replayed": "true" });
      if (stored.body !== null) headers.set("content-type", "application/json; charset=UTF-8");
      return new Response(stored.body, { status: stored.status, headers });
    }

    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const replayable = c.res.status < 500 && (!c.res.body || type.includes("application/json"));
    if (!replayable) {
      await releaseKey(db, scope);
      return;
    }
    const body = c.res.body ? await c.res.clone().text() : null;
    await storeAnswer(db, scope, c.res.status, body);
    await forgetAnswersBefore(db, scope.householdId, new Date(Date.now() - keptFor));
  };
}
