import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import { leaveHousehold } from "#server/modules/households/members.service.ts";
import {
  deleteAccount,
  deleteWholeHousehold,
  exportHousehold,
  getSettings,
  updateHouseholdSettings,
} from "#server/modules/settings/settings.service.ts";
import {
  deleteAccountSchema,
  deleteHouseholdSchema,
  householdSettingsSchema,
} from "#shared/schemas/settings.ts";

/** /api/settings: the household's settings, plan, data export, leaving and deleting it. */
export function settingsRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getSettings(app, c.get("membership"))))
    .patch("/household", async (c) => {
      const input = await readJson(c, householdSettingsSchema);
      return c.json(await updateHouseholdSettings(app, c.get("membership"), input));
    })
    .get("/export", async (c) => {
      const { fileName, data } = await exportHousehold(app, c.get("membership"));
      c.header("content-disposition", `attachment; filename="${fileName}"`);
      c.header("cache-control", "no-store");
      return c.json(data);
    })
    .post("/leave", async (c) => {
      await leaveHousehold(app, c.get("membership"));
      return c.body(null, 204);
    })
    .delete("/household", async (c) => {
      const { confirmation } = await readJson(c, deleteHouseholdSchema);
      await deleteWholeHousehold(app, c.get("membership"), confirmation);
      return c.body(null, 204);
    });
}

/** /api/account: deleting the account works with or without a household. */
export function accountDeletionRoutes(app: AppContext) {
  return new Hono<AppEnv>().delete("/", async (c) => {
    const { confirmation } = await readJson(c, deleteAccountSchema);
    await deleteAccount(app, c.get("user"), confirmation);
    return c.body(null, 204);
  });
}
