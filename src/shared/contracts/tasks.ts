import { z } from "zod";
import { defineContract, idParams, type ResponseBody } from "#shared/contracts/contract.ts";
import {
  createTaskSchema,
  taskBoardSchema,
  taskListQuerySchema,
  taskSchema,
  updateTaskSchema,
} from "#shared/schemas/tasks.ts";

/** What an edit or a move answers: the task as it is now, and the next occurrence that
 * completing a recurring task created (once). */
export const taskChangeSchema = z.strictObject({
  task: taskSchema,
  /** Created when a recurring task was completed. */
  nextOccurrence: taskSchema.nullable(),
});

/** /api/tasks: the household's task board. */
export const tasksContract = defineContract({
  id: "tasks",
  basePath: "/api/tasks",
  tag: "Tareas",
  routes: {
    board: {
      method: "get",
      path: "/",
      summary: "Tablero de tareas: las primeras de cada columna, sus totales y los miembros",
      description:
        "Cada columna (Por hacer, En progreso, Hecho) trae hasta `limit` tareas; `totals` dice cuántas hay en total con los filtros aplicados.",
      auth: "member",
      query: taskListQuerySchema,
      responses: { 200: taskBoardSchema },
    },
    create: {
      method: "post",
      path: "/",
      summary: "Crear una tarea",
      auth: "member",
      body: createTaskSchema,
      responses: { 201: z.strictObject({ task: taskSchema }) },
      errors: [403],
    },
    update: {
      method: "patch",
      path: "/:id",
      summary: "Editar una tarea o moverla de columna",
      description:
        "Solo cambian los campos enviados. Completar una tarea recurrente crea su próxima vez, una sola vez.",
      auth: "member",
      params: idParams,
      body: updateTaskSchema,
      responses: { 200: taskChangeSchema },
      errors: [403, 404],
    },
    remove: {
      method: "delete",
      path: "/:id",
      summary: "Eliminar una tarea (se puede deshacer desde Eliminados)",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [403, 404],
    },
  },
});

type TaskRoutes = typeof tasksContract.routes;
export type TaskChange = ResponseBody<TaskRoutes["update"]>;
export type TaskCreated = ResponseBody<TaskRoutes["create"]>;
