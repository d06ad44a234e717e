import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { leaveHousehold } from "#server/modules/households/members.service.ts";
import {
  deleteAccount,
  deleteWholeHousehold,
  exportHousehold,
  getSettings,
  updateHouseholdSettings,
} from "#server/modules/settings/settings.service.ts";
import { accountDeletionContract, settingsContract } from "#shared/contracts/settings.ts";

/** /api/settings: the household's settings, plan, data export, leaving and deleting it,
 * declared from its contract. */
export function settingsRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  const withFiles = { ...ctx, storage: app.storage, logger: app.logger };
  return routesFrom(app, settingsContract, {
    get: async (_input, c) => ({
      status: 200,
      body: await getSettings(ctx, c.get("membership")),
    }),
    updateHousehold: async ({ body }, c) => ({
      status: 200,
      body: await updateHouseholdSettings(ctx, c.get("membership"), body),
    }),
    export: async (_input, c) => {
      const { fileName, data } = await exportHousehold(ctx, c.get("membership"));
      c.header("content-disposition", `attachment; filename="${fileName}"`);
      c.header("cache-control", "no-store");
      return { status: 200, body: data };
    },
    leave: async (_input, c) => {
      await leaveHousehold(withFiles, c.get("membership"));
      return { status: 204 };
    },
    deleteHousehold: async ({ body }, c) => {
      await deleteWholeHousehold(ctx, c.get("membership"), body.confirmation);
      return { status: 204 };
    },
  });
}

/** /api/account: deleting the account works with or without a household. */
export function accountDeletionRoutes(app: AppContext) {
  const withFiles = { ...serviceContext(app), storage: app.storage, logger: app.logger };
  return routesFrom(app, accountDeletionContract, {
    remove: async ({ body }, c) => {
      await deleteAccount(withFiles, c.get("user"), body.confirmation);
      return { status: 204 };
    },
  });
}
