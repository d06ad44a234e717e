import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type TaskStatus, taskStatuses } from "#shared/domain/tasks.ts";
import type { Task, TaskBoard as TaskBoardData } from "#shared/schemas/tasks.ts";
import { columnKeyboardCoordinates } from "#web/features/tasks/components/column-keyboard.ts";
import { type TaskActions, TaskCardBody } from "#web/features/tasks/components/task-card.tsx";
import { TaskColumn } from "#web/features/tasks/components/task-column.tsx";

/** The pointer decides while there is one; the keyboard moves the card over a column. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const taskOf = (data: unknown) => (data as { task?: Task } | undefined)?.task;

export function TaskBoard({
  board,
  actions,
  onShowMore,
  loadingMore,
}: {
  board: TaskBoardData;
  actions: TaskActions;
  /** Absent when the columns show as many as they can. */
  onShowMore: (() => void) | undefined;
  loadingMore: boolean;
}) {
  const { t } = useTranslation("tasks");
  const [dragged, setDragged] = useState<Task | null>(null);
  const sensors = useSensors(
    // A few pixels of movement before dragging, so the card's buttons still take clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const column = (id: unknown) =>
    taskStatuses.includes(id as TaskStatus) ? t(`columns.${id as TaskStatus}`) : null;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const task = taskOf(active.data.current);
      return task && t("dnd.picked", { title: task.title, column: column(task.status) });
    },
    onDragOver: ({ active, over }) => {
      const title = taskOf(active.data.current)?.title;
      const name = column(over?.id);
      return name ? t("dnd.over", { title, column: name }) : t("dnd.overNone", { title });
    },
    onDragEnd: ({ active, over }) => {
      const title = taskOf(active.data.current)?.title;
      const name = column(over?.id);
      return name ? t("dnd.dropped", { title, column: name }) : t("dnd.droppedNone", { title });
    },
    onDragCancel: ({ active }) => t("dnd.cancelled", { title: taskOf(active.data.current)?.title }),
  };

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(taskOf(active.data.current) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const task = taskOf(active.data.current);
    const target = over?.id as TaskStatus | undefined;
    if (task && target && taskStatuses.includes(target) && target !== task.status) {
      actions.onMove(task, target);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("dnd.instructions") },
      }}
    >
      <div className="grid items-start gap-4 md:grid-cols-3">
        {taskStatuses.map((status) => (
          <TaskColumn
            key={status}
            status={status}
            tasks={board.tasks.filter((task) => task.status === status)}
            total={board.totals[status]}
            actions={actions}
            onShowMore={onShowMore}
            loadingMore={loadingMore}
          />
        ))}
      </div>
      <DragOverlay>
        {dragged && (
          <div className="rotate-1 rounded-lg border border-primary bg-card p-3 shadow-xl">
            <TaskCardBody task={dragged} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
