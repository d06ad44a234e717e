import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { notFound } from "#server/http/errors.ts";
import { restoreDeleted } from "#server/modules/undo/undo.service.ts";
import { undoContract } from "#shared/contracts/undo.ts";
import { type UndoableKind, undoableKinds } from "#shared/undo/undoable.ts";

const isUndoableKind = (kind: string): kind is UndoableKind =>
  (undoableKinds as readonly string[]).includes(kind);

/** /api/deleted: «Deshacer» puts back an item the member just deleted. */
export function undoRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, undoContract, {
    restore: async ({ params }, c) => {
      if (!isUndoableKind(params.kind)) throw notFound();
      await restoreDeleted(ctx, c.get("membership"), params.kind, params.id);
      return { status: 204 };
    },
  });
}
