import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  ensureShareLink,
  inviteMembers,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "#server/modules/invitations/invitations.service.ts";
import { invitationCreateSchema } from "#shared/schemas/invitations.ts";

/** /api/invitations: the household's pending invitations, for owners and admins. */
export function invitationRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listInvitations(app, c.get("membership"))))
    .post("/", async (c) => {
      const input = await readJson(c, invitationCreateSchema);
      return c.json(await inviteMembers(app, c.get("membership"), input), 201);
    })
    .post("/link", async (c) => c.json(await ensureShareLink(app, c.get("membership"))))
    .post("/:id/resend", async (c) =>
      c.json(await resendInvitation(app, c.get("membership"), c.req.param("id"))),
    )
    .delete("/:id", async (c) => {
      await revokeInvitation(app, c.get("membership"), c.req.param("id"));
      return c.body(null, 204);
    });
}
