import type { ServiceContext } from "#server/app-context.ts";
import type { Executor } from "#server/db/executor.ts";
import { ApiError, notFound } from "#server/http/errors.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import {
  keepDeletedRow,
  reinsertRow,
  takeDeletedRow,
} from "#server/modules/undo/undo.repository.ts";
import { type UndoableKind, undoWindowMs } from "#shared/undo/undoable.ts";

/**
 * «Deshacer» after a delete (issue 20). Deletes keep the row they remove (`keepForUndo`, inside
 * the delete's transaction), and the member who deleted it can put it back within the undo window
 * (`restoreDeleted`): the same row with the same id, so links to it, other members' screens and
 * an offline phone's queued edits all still point at it. Reads never see the bin: nothing else in
 * the app has to filter "deleted" rows.
 */

/** The live topic each kind's screens listen to. */
const liveTopics: Record<UndoableKind, string> = {
  tasks: "tasks",
  "shopping-items": "shopping",
  "pantry-items": "pantry",
  events: "calendar",
};

/** A step of the deleting service's own transaction (hence an Executor, not a service context):
 * the row is kept only if the delete commits. */
export async function keepForUndo(
  db: Executor,
  membership: Membership,
  kind: UndoableKind,
  itemId: string,
): Promise<void> {
  const now = new Date();
  await keepDeletedRow(
    db,
    { householdId: membership.householdId, kind, itemId, deletedBy: membership.userId, now },
    new Date(now.getTime() - undoWindowMs),
  );
}

/** Puts back what this member deleted. Someone else's delete, or an unknown or foreign id,
 * answers 404; past the window, or when what it belonged to is gone (its list), 409. */
export async function restoreDeleted(
  { db, live }: ServiceContext,
  membership: Membership,
  kind: UndoableKind,
  itemId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const entry = await takeDeletedRow(trx, membership.householdId, kind, itemId);
    if (!entry || entry.deletedBy !== membership.userId) throw notFound();
    if (Date.now() - entry.deletedAt.getTime() > undoWindowMs) {
      throw new ApiError(409, "UNDO_EXPIRED");
    }
    try {
      await reinsertRow(trx, membership.householdId, kind, entry.kept);
    } catch {
      // Its list was deleted, or the same id exists again: nothing to put back into.
      throw new ApiError(409, "UNDO_EXPIRED");
    }
  });
  live.publish(membership.householdId, {
    topic: liveTopics[kind],
    action: "restored",
    id: itemId,
    actorId: membership.userId,
  });
}
