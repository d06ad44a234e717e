import { v7 as uuidv7 } from "uuid";
import type { ServiceContext } from "#server/app-context.ts";
import type { Executor } from "#server/db/executor.ts";
import { ApiError, forbidden, notFound, spanishValidation } from "#server/http/errors.ts";
import { findHouseholdTimeZone } from "#server/modules/households/households.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { recordActivity } from "#server/modules/notifications/activity.ts";
import {
  countTasksByStatus,
  deleteTaskRow,
  findTask,
  insertTask,
  isHouseholdProfile,
  linkNextOccurrence,
  searchTaskRows,
  selectMembers,
  selectOpenTasks,
  selectTasks,
  type TaskRow,
  type TaskValues,
  toTask,
  updateTaskRow,
  withdrawUntouchedOccurrence,
} from "#server/modules/tasks/tasks.repository.ts";
import { keepForUndo } from "#server/modules/undo/undo.service.ts";
import {
  addDays,
  dateInZone,
  type IsoDate,
  startOfDayInZone,
} from "#shared/calendar/zoned-time.ts";
import type { TaskChange } from "#shared/contracts/tasks.ts";
import { canEditTask, canMoveTask } from "#shared/domain/permissions.ts";
import { maxTaskBoardLimit, type TaskStatus, taskBoardPageSize } from "#shared/domain/tasks.ts";
import type {
  NewTask,
  Task,
  TaskBoard,
  TaskFilters,
  TaskListQuery,
  TaskMember,
} from "#shared/schemas/tasks.ts";
import { completedAtFor } from "#shared/tasks/completion.ts";
import { nextOccurrenceDate } from "#shared/tasks/recurrence.ts";

/**
 * Tasks of the member's household. Every function takes the service context, then the acting
 * member's membership, then input already parsed with the schemas of #shared/schemas/tasks.ts —
 * the routes, the assistant's tools and WhatsApp replies call the same functions. Each write
 * announces itself, so that open boards refresh whoever made it.
 */

export type TaskUpdate = Partial<NewTask>;

function announce(
  ctx: ServiceContext,
  membership: Membership,
  action: "created" | "updated" | "deleted",
  id: string,
): void {
  ctx.live.publish(membership.householdId, {
    topic: "tasks",
    action,
    id,
    actorId: membership.userId,
  });
}

/** The first `perColumn` tasks of each column, column by column (see selectTasks). */
export async function listTasks(
  { db }: ServiceContext,
  membership: Membership,
  filters: TaskFilters = {},
  perColumn = taskBoardPageSize,
  today?: IsoDate,
): Promise<Task[]> {
  return (await selectTasks(db, membership.householdId, filters, perColumn, today)).map(toTask);
}

/** Open tasks, soonest due first (undated last): what the assistant reads and completes. */
export async function listOpenTasks(
  { db }: ServiceContext,
  membership: Membership,
): Promise<Task[]> {
  return (await selectOpenTasks(db, membership.householdId, maxTaskBoardLimit)).map(toTask);
}

/** Tasks as the assistant asks for them: open (optionally due on a day), overdue on a given
 * day, or completed (optionally on a day of the household's calendar); for one member or all. */
export interface TaskQuery {
  status: "open" | "overdue" | "done";
  /** Open: due that day. Done: completed that day. */
  date?: IsoDate;
  /** A profile of the household. */
  assignedTo?: string;
  /** The household's today, for "overdue". */
  today: IsoDate;
  limit?: number;
}

export async function findTasks(
  { db }: ServiceContext,
  membership: Membership,
  query: TaskQuery,
): Promise<Task[]> {
  const limit = query.limit ?? maxTaskBoardLimit;
  const assignedTo = query.assignedTo;
  if (query.status === "done") {
    let completedBetween: { from: Date; to: Date } | undefined;
    if (query.date) {
      const timeZone = await findHouseholdTimeZone(db, membership.householdId);
      completedBetween = {
        from: startOfDayInZone(query.date, timeZone),
        to: startOfDayInZone(addDays(query.date, 1), timeZone),
      };
    }
    const rows = await searchTaskRows(
      db,
      membership.householdId,
      { done: true, assignedTo, completedBetween },
      limit,
    );
    return rows.map(toTask);
  }
  const search =
    query.status === "overdue"
      ? { done: false, dueBefore: query.today, assignedTo }
      : { done: false, dueOn: query.date, assignedTo };
  return (await searchTaskRows(db, membership.householdId, search, limit)).map(toTask);
}

/** Who tasks can be assigned to: the household's members, by name. */
export function listTaskMembers(
  { db }: ServiceContext,
  membership: Membership,
): Promise<TaskMember[]> {
  return selectMembers(db, membership.householdId);
}

/** What the board needs in one request. */
export async function getTaskBoard(
  ctx: ServiceContext,
  membership: Membership,
  { limit, ...filters }: TaskListQuery,
): Promise<TaskBoard> {
  const { db } = ctx;
  // «Hoy» and «Atrasadas» count days on the household's calendar.
  const today = filters.due
    ? dateInZone(new Date(), await findHouseholdTimeZone(db, membership.householdId))
    : undefined;
  const [tasks, totals, members] = await Promise.all([
    listTasks(ctx, membership, filters, limit, today),
    countTasksByStatus(db, membership.householdId, filters, today),
    selectMembers(db, membership.householdId),
  ]);
  return { tasks, totals, members };
}

async function ensureAssignee(db: Executor, membership: Membership, profileId: string | null) {
  if (profileId === null) return;
  // Unknown and foreign profiles get the same answer, so ids of other households can't be probed.
  if (!(await isHouseholdProfile(db, membership.householdId, profileId))) {
    throw new ApiError(400, "VALIDATION_FAILED", undefined, {
      assignedTo: spanishValidation("assigneeInvalid"),
    });
  }
}

export async function createTask(
  ctx: ServiceContext,
  membership: Membership,
  input: NewTask,
): Promise<Task> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  await ensureAssignee(db, membership, input.assignedTo);
  const id = uuidv7();
  const now = new Date();
  await insertTask(db, {
    id,
    householdId: membership.householdId,
    createdBy: membership.userId,
    now,
    title: input.title,
    description: input.description,
    priority: input.priority,
    dueDate: input.dueDate,
    dueTime: input.dueTime ?? null,
    assignedTo: input.assignedTo,
    recurringPattern: input.recurringPattern,
    status: input.status,
    completedAt: completedAtFor(input.status, null, now),
  });
  if (input.assignedTo) {
    await recordActivity(db, membership, {
      kind: "task_assigned",
      taskId: id,
      title: input.title,
      assigneeProfileId: input.assignedTo,
    });
  }
  const task = toTask(await mustFind(db, membership, id));
  announce(ctx, membership, "created", id);
  return task;
}

async function mustFind(db: Executor, membership: Membership, id: string): Promise<TaskRow> {
  const row = await findTask(db, membership.householdId, id);
  if (!row) throw notFound();
  return row;
}

/** Moving tasks between columns; a guest may move only the tasks assigned to them. */
function ensureMayChangeStatus(membership: Membership, task: TaskRow): void {
  if (!canMoveTask(membership, { assignedTo: task.assigned_to })) throw forbidden();
}

/** Editing or deleting: one's own tasks, or anyone's for owners and admins. */
function ensureMayEdit(membership: Membership, task: TaskRow): void {
  if (!canEditTask(membership, { createdBy: task.created_by })) throw forbidden();
}

/**
 * Edits a task. Only the fields present change. A status change follows spec §4 (completed_at
 * set on done, cleared otherwise) and completing a recurring task creates its next occurrence,
 * once, due on the next day/week/month in the household's time zone.
 */
export async function updateTask(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  update: TaskUpdate,
): Promise<TaskChange> {
  const { db } = ctx;
  const current = await mustFind(db, membership, id);
  const { status, ...fields } = update;
  if (Object.keys(fields).length > 0) ensureMayEdit(membership, current);
  if (status !== undefined && status !== current.status) ensureMayChangeStatus(membership, current);
  if (fields.assignedTo !== undefined) await ensureAssignee(db, membership, fields.assignedTo);

  const previous = toTask(current);
  const now = new Date();
  const changes: Partial<TaskValues> = { ...fields };
  const dueDate = fields.dueDate !== undefined ? fields.dueDate : previous.dueDate;
  // A time belongs to its day: clearing the day clears it, and a day is needed to set one.
  if (dueDate === null && fields.dueDate !== undefined) changes.dueTime = null;
  if (dueDate === null && fields.dueTime) {
    throw new ApiError(400, "VALIDATION_FAILED", spanishValidation("dueTimeWithoutDate"), {
      dueTime: spanishValidation("dueTimeWithoutDate"),
    });
  }
  const moving = status !== undefined && status !== previous.status;
  if (moving) {
    changes.status = status;
    changes.completedAt = completedAtFor(status, previous, now);
  }

  const change = await db.transaction().execute(async (trx) => {
    // A move only happens from the status the member saw: if someone else moved the task
    // meanwhile, their move stands and this answer shows the task as it is now.
    const moved = await updateTaskRow(
      trx,
      membership.householdId,
      id,
      changes,
      now,
      moving ? previous.status : undefined,
    );
    const task = toTask(await mustFind(trx, membership, id));
    const completed = moved && moving && status === "done";
    if (completed && task.recurringPattern !== "none" && current.next_occurrence_id === null) {
      return { task, nextOccurrence: await createNextOccurrence(trx, membership, task, now) };
    }
    // Moved back out of Hecho: the copy its completion made goes too, unless already worked on.
    const reopened = moved && moving && previous.status === "done";
    if (reopened && current.next_occurrence_id !== null) {
      await withdrawUntouchedOccurrence(
        trx,
        membership.householdId,
        id,
        current.next_occurrence_id,
      );
    }
    return { task, nextOccurrence: null };
  });
  // Given to someone new: they hear of it in the bell.
  if (fields.assignedTo && fields.assignedTo !== current.assigned_to) {
    await recordActivity(db, membership, {
      kind: "task_assigned",
      taskId: id,
      title: change.task.title,
      assigneeProfileId: fields.assignedTo,
    });
  }
  announce(ctx, membership, "updated", id);
  if (change.nextOccurrence) announce(ctx, membership, "created", change.nextOccurrence.id);
  return change;
}

async function createNextOccurrence(
  db: Executor,
  membership: Membership,
  completed: Task,
  now: Date,
): Promise<Task | null> {
  const timeZone = await findHouseholdTimeZone(db, membership.householdId);
  const today = dateInZone(now, timeZone);
  const nextId = uuidv7();
  await insertTask(db, {
    id: nextId,
    householdId: membership.householdId,
    // The series stays its creator's, so they can still edit every occurrence.
    createdBy: completed.createdBy,
    now,
    title: completed.title,
    description: completed.description,
    priority: completed.priority,
    dueDate: nextOccurrenceDate(completed.recurringPattern, completed.dueDate, today),
    dueTime: completed.dueTime,
    assignedTo: completed.assignedTo,
    recurringPattern: completed.recurringPattern,
    status: "todo",
    completedAt: null,
  });
  if (!(await linkNextOccurrence(db, membership.householdId, completed.id, nextId))) {
    await deleteTaskRow(db, membership.householdId, nextId);
    return null;
  }
  return toTask(await mustFind(db, membership, nextId));
}

/** Moves a task to a column (the board's buttons and drag and drop). */
export function changeTaskStatus(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  status: TaskStatus,
): Promise<TaskChange> {
  return updateTask(ctx, membership, id, { status });
}

export function completeTask(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<TaskChange> {
  return changeTaskStatus(ctx, membership, id, "done");
}

export async function deleteTask(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const { db } = ctx;
  const current = await mustFind(db, membership, id);
  ensureMayEdit(membership, current);
  await db.transaction().execute(async (trx) => {
    await keepForUndo(trx, membership, "tasks", id);
    if (!(await deleteTaskRow(trx, membership.householdId, id))) throw notFound();
  });
  announce(ctx, membership, "deleted", id);
}
