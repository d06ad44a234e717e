import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  announceTaskChange,
  createTask,
  deleteTask,
  getTaskBoard,
  updateTask,
} from "#server/modules/tasks/tasks.service.ts";
import { tasksContract } from "#shared/contracts/tasks.ts";

/** /api/tasks: the household's task board, declared from its contract. */
export function taskRoutes(deps: AppContext) {
  const { database, live } = deps;
  const { db } = database;
  return routesFrom(deps, tasksContract, {
    board: async ({ query }, c) => ({
      status: 200,
      body: await getTaskBoard(db, c.get("membership"), query),
    }),
    create: async ({ body }, c) => {
      const membership = c.get("membership");
      const task = await createTask(db, membership, body);
      announceTaskChange(live, membership, "created", task.id);
      return { status: 201, body: { task } };
    },
    update: async ({ params, body }, c) => {
      const membership = c.get("membership");
      const change = await updateTask(db, membership, params.id, body);
      announceTaskChange(live, membership, "updated", change.task.id);
      return { status: 200, body: change };
    },
    remove: async ({ params }, c) => {
      const membership = c.get("membership");
      await deleteTask(db, membership, params.id);
      announceTaskChange(live, membership, "deleted", params.id);
      return { status: 204 };
    },
  });
}
