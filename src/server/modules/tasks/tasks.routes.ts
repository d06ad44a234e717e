import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  createTask,
  deleteTask,
  getTaskBoard,
  updateTask,
} from "#server/modules/tasks/tasks.service.ts";
import { tasksContract } from "#shared/contracts/tasks.ts";

/** /api/tasks: the household's task board, declared from its contract. */
export function taskRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, tasksContract, {
    board: async ({ query }, c) => ({
      status: 200,
      body: await getTaskBoard(ctx, c.get("membership"), query),
    }),
    create: async ({ body }, c) => ({
      status: 201,
      body: { task: await createTask(ctx, c.get("membership"), body) },
    }),
    update: async ({ params, body }, c) => ({
      status: 200,
      body: await updateTask(ctx, c.get("membership"), params.id, body),
    }),
    remove: async ({ params }, c) => {
      await deleteTask(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
  });
}
