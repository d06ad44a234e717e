import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type UndoableKind, undoToastMs } from "#shared/undo/undoable.ts";
import { api, errorText } from "#web/lib/api-client.ts";

/** The query key each kind's screens start with. */
const queryTopics: Record<UndoableKind, string> = {
  tasks: "tasks",
  "shopping-items": "shopping",
  "pantry-items": "pantry",
  events: "calendar",
};

/** Puts back an item this member just deleted: the same row, same id (see
 * src/server/modules/undo). */
export function restoreDeleted(kind: UndoableKind, id: string): Promise<null> {
  return api<null>(`/api/deleted/${kind}/${id}/restore`, { body: {} });
}

/**
 * A toast with «Deshacer» for five seconds after a delete, a tick or a move (issue 20). `undo`
 * puts things back; the screens of `topic` refetch after it, and a failure says so.
 */
export function useUndoToast() {
  const { t } = useTranslation("conveniences");
  const queryClient = useQueryClient();
  return useCallback(
    (
      message: string,
      options: { description?: string; topic: string; undo: () => Promise<unknown> },
    ) => {
      toast(message, {
        description: options.description,
        duration: undoToastMs,
        // A thumb-sized button: it is pressed in a hurry, often on a phone.
        actionButtonStyle: { height: "2.75rem", padding: "0 1rem", fontSize: "0.875rem" },
        action: {
          label: t("undo.action"),
          onClick: () => {
            options.undo().then(
              () => {
                void queryClient.invalidateQueries({ queryKey: [options.topic] });
                toast.success(t("undo.done"), { description: options.description });
              },
              (error: unknown) => {
                void queryClient.invalidateQueries({ queryKey: [options.topic] });
                toast.error(t("undo.failed"), {
                  description: errorText(error, t),
                });
              },
            );
          },
        },
      });
    },
    [t, queryClient],
  );
}

/** The undo toast of a delete: «Deshacer» restores the deleted row. */
export function useUndoDeleteToast() {
  const showUndo = useUndoToast();
  return useCallback(
    (kind: UndoableKind, id: string, message: string, description?: string) =>
      showUndo(message, {
        description,
        topic: queryTopics[kind],
        undo: () => restoreDeleted(kind, id),
      }),
    [showUndo],
  );
}
