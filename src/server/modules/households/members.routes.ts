import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  changeMemberRole,
  listHouseholdMembers,
  removeMember,
  transferOwnership,
} from "#server/modules/households/members.service.ts";
import { roleChangeSchema } from "#shared/schemas/households.ts";

/** /api/members: who is in the household; owners and admins change roles and remove people. */
export function memberRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listHouseholdMembers(app, c.get("membership"))))
    .patch("/:profileId", async (c) => {
      const { role } = await readJson(c, roleChangeSchema);
      return c.json(
        await changeMemberRole(app, c.get("membership"), c.req.param("profileId"), role),
      );
    })
    .delete("/:profileId", async (c) => {
      await removeMember(app, c.get("membership"), c.req.param("profileId"));
      return c.body(null, 204);
    })
    .post("/:profileId/transfer-ownership", async (c) =>
      c.json(await transferOwnership(app, c.get("membership"), c.req.param("profileId"))),
    );
}
