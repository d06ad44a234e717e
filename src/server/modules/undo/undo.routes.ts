import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { notFound } from "#server/http/errors.ts";
import { restoreDeleted } from "#server/modules/undo/undo.service.ts";
import { type UndoableKind, undoableKinds } from "#shared/undo/undoable.ts";

const isUndoableKind = (kind: string): kind is UndoableKind =>
  (undoableKinds as readonly string[]).includes(kind);

/** /api/deleted: «Deshacer» puts back an item the member just deleted. */
export function undoRoutes({ database, live }: AppContext) {
  return new Hono<AppEnv>().post("/:kind/:id/restore", async (c) => {
    const kind = c.req.param("kind");
    if (!isUndoableKind(kind)) throw notFound();
    await restoreDeleted(database.db, live, c.get("membership"), kind, c.req.param("id"));
    return c.body(null, 204);
  });
}
