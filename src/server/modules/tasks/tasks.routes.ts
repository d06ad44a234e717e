import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseWith, readJson } from "#server/http/validation.ts";
import {
  announceTaskChange,
  createTask,
  deleteTask,
  getTaskBoard,
  updateTask,
} from "#server/modules/tasks/tasks.service.ts";
import { createTaskSchema, taskListQuerySchema, updateTaskSchema } from "#shared/schemas/tasks.ts";

/** /api/tasks: the household's task board. */
export function taskRoutes({ database, live }: AppContext) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const filters = parseWith(taskListQuerySchema, c.req.query());
      return c.json(await getTaskBoard(db, c.get("membership"), filters));
    })
    .post("/", async (c) => {
      const membership = c.get("membership");
      const task = await createTask(db, membership, await readJson(c, createTaskSchema));
      announceTaskChange(live, membership, "created", task.id);
      return c.json({ task }, 201);
    })
    .patch("/:id", async (c) => {
      const membership = c.get("membership");
      const change = await updateTask(
        db,
        membership,
        c.req.param("id"),
        await readJson(c, updateTaskSchema),
      );
      announceTaskChange(live, membership, "updated", change.task.id);
      return c.json(change);
    })
    .delete("/:id", async (c) => {
      const membership = c.get("membership");
      const id = c.req.param("id");
      await deleteTask(db, membership, id);
      announceTaskChange(live, membership, "deleted", id);
      return c.body(null, 204);
    });
}
