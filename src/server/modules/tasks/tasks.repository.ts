import {
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from "kysely";
import type { Executor } from "#server/db/executor.ts";
import { toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { DatabaseSchema, TaskTable } from "#server/db/schema.ts";
import {
  dateToStoredInstant,
  type IsoDate,
  storedInstantToDate,
} from "#shared/calendar/zoned-time.ts";
import {
  type RecurringPattern,
  type TaskPriority,
  type TaskStatus,
  taskStatuses,
} from "#shared/domain/tasks.ts";
import type { Task, TaskFilters, TaskMember, TaskTotals } from "#shared/schemas/tasks.ts";

export type TaskRow = Selectable<TaskTable> & { assignee_name: string | null };

function taskQuery(db: Executor, householdId: string) {
  return db
    .selectFrom("tasks")
    .leftJoin("profiles", "profiles.id", "tasks.assigned_to")
    .selectAll("tasks")
    .select("profiles.name as assignee_name")
    .where("tasks.household_id", "=", householdId);
}

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    dueDate: row.due_date === null ? null : storedInstantToDate(row.due_date),
    dueTime: row.due_date === null ? null : row.due_time,
    assignedTo: row.assigned_to,
    assigneeName: row.assignee_name,
    recurringPattern: row.recurring_pattern,
    completedAt: toIsoOrNull(row.completed_at),
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The board's filters as one condition (empty filters: every task). `today` is the household's
 * day, needed by the «Hoy» and «Atrasadas» views. */
function matchingFilters(
  eb: ExpressionBuilder<DatabaseSchema, "tasks">,
  filters: TaskFilters,
  today?: IsoDate,
) {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.due && today) {
    const day = dateToStoredInstant(today);
    if (filters.due === "today") conditions.push(eb("tasks.due_date", "=", day));
    else conditions.push(eb("tasks.due_date", "<", day), eb("tasks.status", "!=", "done"));
  }
  if (filters.status) conditions.push(eb("tasks.status", "=", filters.status));
  if (filters.priority) conditions.push(eb("tasks.priority", "=", filters.priority));
  if (filters.assignedTo === "none") conditions.push(eb("tasks.assigned_to", "is", null));
  else if (filters.assignedTo) conditions.push(eb("tasks.assigned_to", "=", filters.assignedTo));
  return eb.and(conditions);
}

/**
 * The first `perColumn` tasks of each column, column by column: open columns newest first,
 * 'Completadas' most recently completed first, so years of a daily chore stay light. One
 * query per column, each read in order off an index and stopped at its limit.
 */
export async function selectTasks(
  db: Executor,
  householdId: string,
  filters: TaskFilters,
  perColumn: number,
  today?: IsoDate,
): Promise<TaskRow[]> {
  const statuses = filters.status ? [filters.status] : taskStatuses;
  const columns = await Promise.all(
    statuses.map((status) => {
      let query = taskQuery(db, householdId)
        .where("tasks.status", "=", status)
        .where((eb) => matchingFilters(eb, filters, today));
      if (filters.sort === "priority") {
        query = query.orderBy(
          sql`case ${sql.ref("tasks.priority")} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
        );
      }
      if (filters.sort) {
        query = query
          .orderBy(sql`${sql.ref("tasks.due_date")} is null`)
          .orderBy("tasks.due_date")
          .orderBy(sql`${sql.ref("tasks.due_time")} is null`)
          .orderBy("tasks.due_time");
      }
      return query
        .orderBy(status === "done" ? "tasks.completed_at" : "tasks.created_at", "desc")
        .orderBy("tasks.id", "desc")
        .limit(perColumn)
        .execute();
    }),
  );
  return columns.flat();
}

/** Open tasks (to do and in progress): soonest due first, undated ones last; ties newest first. */
export async function selectOpenTasks(db: Executor, householdId: string, limit: number) {
  return taskQuery(db, householdId)
    .where("tasks.status", "!=", "done")
    .orderBy(sql`${sql.ref("tasks.due_date")} is null`)
    .orderBy("tasks.due_date")
    .orderBy("tasks.created_at", "desc")
    .orderBy("tasks.id", "desc")
    .limit(limit)
    .execute();
}

/** What the assistant asks about tasks ("¿qué tiene que hacer Carlos hoy?"). */
export interface TaskSearch {
  /** Completed tasks, or the open ones (to do and in progress). */
  done: boolean;
  dueOn?: IsoDate;
  /** Due strictly before this day (overdue when it is today). */
  dueBefore?: IsoDate;
  assignedTo?: string;
  /** Completed within [from, to). */
  completedBetween?: { from: Date; to: Date };
}

/** Open tasks soonest due first (the earlier time of a day first, undated last); completed
 * ones most recently completed first. */
export async function searchTaskRows(
  db: Executor,
  householdId: string,
  search: TaskSearch,
  limit: number,
): Promise<TaskRow[]> {
  let query = taskQuery(db, householdId).where("tasks.status", search.done ? "=" : "!=", "done");
  if (search.dueOn) query = query.where("tasks.due_date", "=", dateToStoredInstant(search.dueOn));
  if (search.dueBefore) {
    query = query.where("tasks.due_date", "<", dateToStoredInstant(search.dueBefore));
  }
  if (search.assignedTo) query = query.where("tasks.assigned_to", "=", search.assignedTo);
  if (search.completedBetween) {
    query = query
      .where("tasks.completed_at", ">=", search.completedBetween.from)
      .where("tasks.completed_at", "<", search.completedBetween.to);
  }
  const ordered = search.done
    ? query.orderBy("tasks.completed_at", "desc")
    : query
        .orderBy(sql`${sql.ref("tasks.due_date")} is null`)
        .orderBy("tasks.due_date")
        .orderBy(sql`${sql.ref("tasks.due_time")} is null`)
        .orderBy("tasks.due_time")
        .orderBy("tasks.created_at", "desc");
  return ordered.orderBy("tasks.id", "desc").limit(limit).execute();
}

/** How many tasks each column holds, filters applied (the board's column counts). */
export async function countTasksByStatus(
  db: Executor,
  householdId: string,
  filters: TaskFilters,
  today?: IsoDate,
): Promise<TaskTotals> {
  const rows = await db
    .selectFrom("tasks")
    .where("tasks.household_id", "=", householdId)
    .where((eb) => matchingFilters(eb, filters, today))
    .select((eb) => ["tasks.status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("tasks.status")
    .execute();
  const totals: TaskTotals = { todo: 0, in_progress: 0, done: 0 };
  for (const row of rows) totals[row.status] = Number(row.count);
  return totals;
}

export async function findTask(db: Executor, householdId: string, id: string) {
  return (await taskQuery(db, householdId).where("tasks.id", "=", id).executeTakeFirst()) ?? null;
}

export interface TaskValues {
  title: string;
  description: string | null;
  priority: TaskPriority;
  dueDate: string | null;
  dueTime: string | null;
  assignedTo: string | null;
  recurringPattern: RecurringPattern;
  status: TaskStatus;
  completedAt: string | null;
}

export async function insertTask(
  db: Executor,
  row: TaskValues & { id: string; householdId: string; createdBy: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto("tasks")
    .values({
      id: row.id,
      household_id: row.householdId,
      created_by: row.createdBy,
      title: row.title,
      description: row.description,
      status: row.status,
      priority: row.priority,
      due_date: row.dueDate === null ? null : dateToStoredInstant(row.dueDate),
      due_time: row.dueDate === null ? null : row.dueTime,
      assigned_to: row.assignedTo,
      recurring_pattern: row.recurringPattern,
      completed_at: row.completedAt === null ? null : new Date(row.completedAt),
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/** Writes the given fields of a task. With `fromStatus`, only if it still has that status (two
 * members moving the same task at once: only one move wins), and says whether it did. */
export async function updateTaskRow(
  db: Executor,
  householdId: string,
  id: string,
  values: Partial<TaskValues>,
  now: Date,
  fromStatus?: TaskStatus,
): Promise<boolean> {
  let query = db
    .updateTable("tasks")
    .set({
      ...(values.title !== undefined && { title: values.title }),
      ...(values.description !== undefined && { description: values.description }),
      ...(values.priority !== undefined && { priority: values.priority }),
      ...(values.dueDate !== undefined && {
        due_date: values.dueDate === null ? null : dateToStoredInstant(values.dueDate),
      }),
      ...(values.dueTime !== undefined && { due_time: values.dueTime }),
      ...(values.assignedTo !== undefined && { assigned_to: values.assignedTo }),
      ...(values.recurringPattern !== undefined && { recurring_pattern: values.recurringPattern }),
      ...(values.status !== undefined && { status: values.status }),
      ...(values.completedAt !== undefined && {
        completed_at: values.completedAt === null ? null : new Date(values.completedAt),
      }),
      updated_at: now,
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id);
  if (fromStatus) query = query.where("status", "=", fromStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Links a completed recurring task to its next occurrence, unless another request already did. */
export async function linkNextOccurrence(
  db: Executor,
  householdId: string,
  id: string,
  nextId: string,
): Promise<boolean> {
  const result = await db
    .updateTable("tasks")
    .set({ next_occurrence_id: nextId })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .where("next_occurrence_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes back the occurrence a completion created when the completion is undone (the task moved
 * out of Hecho): deleted while nobody has touched it (still Por Hacer, never edited), and the
 * link cleared so completing again creates it again. Says whether it was taken back; an
 * occurrence someone already worked on stays, linked, so no third copy appears.
 */
export async function withdrawUntouchedOccurrence(
  db: Executor,
  householdId: string,
  id: string,
  nextId: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom("tasks")
    .where("household_id", "=", householdId)
    .where("id", "=", nextId)
    .where("status", "=", "todo")
    .where("next_occurrence_id", "is", null)
    .whereRef("updated_at", "=", "created_at")
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return false;
  await db
    .updateTable("tasks")
    .set({ next_occurrence_id: null })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
  return true;
}

export async function deleteTaskRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("tasks")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The household's members, who tasks can be assigned to. */
export async function selectMembers(db: Executor, householdId: string): Promise<TaskMember[]> {
  return db
    .selectFrom("profiles")
    .select(["id", "name"])
    .where("household_id", "=", householdId)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export async function isHouseholdProfile(
  db: Executor,
  householdId: string,
  profileId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("profiles")
    .select("id")
    .where("household_id", "=", householdId)
    .where("id", "=", profileId)
    .executeTakeFirst();
  return row !== undefined;
}
