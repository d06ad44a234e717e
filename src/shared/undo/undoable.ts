/** What «Deshacer» can bring back after a delete (issue 20), as the API names it:
 * `POST /api/deleted/:kind/:id/restore`. */
export const undoableKinds = ["tasks", "shopping-items", "pantry-items", "events"] as const;

export type UndoableKind = (typeof undoableKinds)[number];

/** How long the undo toast stays: five seconds to change one's mind. */
export const undoToastMs = 5_000;

/** How long the server keeps a deleted row for undo: the toast's five seconds with plenty of room
 * for a slow phone connection. */
export const undoWindowMs = 10 * 60_000;
