import { type Context, Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { publicBaseUrl } from "#server/http/public-base-url.ts";
import { readJson } from "#server/http/validation.ts";
import { InvitationEmailsLimited } from "#server/modules/invitations/invitation-email-limits.ts";
import {
  ensureShareLink,
  inviteMembers,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "#server/modules/invitations/invitations.service.ts";
import { invitationCreateSchema } from "#shared/schemas/invitations.ts";

/** A refusal over the hourly email allowance tells clients when to try again (Retry-After). */
const retryAfter =
  (c: Context<AppEnv>) =>
  (error: unknown): never => {
    if (error instanceof InvitationEmailsLimited) {
      c.header("retry-after", String(error.retryAfterSeconds));
    }
    throw error;
  };

/** The app as this request sees it: links it writes (emails, share links) use the address the
 * inviter reached Hogaria by when PUBLIC_URL is not set. */
function seenFrom(app: AppContext, c: Context<AppEnv>): AppContext {
  const publicUrl = publicBaseUrl(c.req.raw, app.config);
  return publicUrl === app.config.publicUrl
    ? app
    : { ...app, config: { ...app.config, publicUrl } };
}

/** /api/invitations: the household's pending invitations, for owners and admins. */
export function invitationRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listInvitations(app, c.get("membership"))))
    .post("/", async (c) => {
      const input = await readJson(c, invitationCreateSchema);
      const result = await inviteMembers(seenFrom(app, c), c.get("membership"), input).catch(
        retryAfter(c),
      );
      return c.json(result, 201);
    })
    .post("/link", async (c) =>
      c.json(await ensureShareLink(seenFrom(app, c), c.get("membership"))),
    )
    .post("/:id/resend", async (c) =>
      c.json(
        await resendInvitation(seenFrom(app, c), c.get("membership"), c.req.param("id")).catch(
          retryAfter(c),
        ),
      ),
    )
    .delete("/:id", async (c) => {
      await revokeInvitation(app, c.get("membership"), c.req.param("id"));
      return c.body(null, 204);
    });
}
