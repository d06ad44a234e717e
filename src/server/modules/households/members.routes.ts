import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  changeMemberRole,
  listHouseholdMembers,
  removeMember,
  transferOwnership,
} from "#server/modules/households/members.service.ts";
import { membersContract } from "#shared/contracts/members.ts";

/** /api/members: who is in the household; owners and admins change roles and remove people. */
export function memberRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  const withFiles = { ...ctx, storage: app.storage, logger: app.logger };
  return routesFrom(app, membersContract, {
    list: async (_input, c) => ({
      status: 200,
      body: await listHouseholdMembers(ctx, c.get("membership")),
    }),
    changeRole: async ({ params, body }, c) => ({
      status: 200,
      body: await changeMemberRole(ctx, c.get("membership"), params.profileId, body.role),
    }),
    remove: async ({ params }, c) => {
      await removeMember(withFiles, c.get("membership"), params.profileId);
      return { status: 204 };
    },
    transferOwnership: async ({ params }, c) => ({
      status: 200,
      body: await transferOwnership(ctx, c.get("membership"), params.profileId),
    }),
  });
}
