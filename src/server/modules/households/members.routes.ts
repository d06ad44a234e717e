import type { AppContext } from "#server/app-context.ts";
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
  return routesFrom(app, membersContract, {
    list: async (_input, c) => ({
      status: 200,
      body: await listHouseholdMembers(app, c.get("membership")),
    }),
    changeRole: async ({ params, body }, c) => ({
      status: 200,
      body: await changeMemberRole(app, c.get("membership"), params.profileId, body.role),
    }),
    remove: async ({ params }, c) => {
      await removeMember(app, c.get("membership"), params.profileId);
      return { status: 204 };
    },
    transferOwnership: async ({ params }, c) => ({
      status: 200,
      body: await transferOwnership(app, c.get("membership"), params.profileId),
    }),
  });
}
