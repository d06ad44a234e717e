import { z } from "zod";
import { isIsoDate } from "#shared/calendar/zoned-time.ts";
import {
  maxTaskBoardLimit,
  recurringPatterns,
  type TaskStatus,
  taskBoardPageSize,
  taskDueViews,
  taskPriorities,
  taskSorts,
  taskStatuses,
} from "#shared/domain/tasks.ts";
import { optionalText, requiredText } from "#shared/schemas/fields.ts";

/** A calendar day "YYYY-MM-DD" between the years 2000 and 2100; blank means none. */
export const isoDateField = z
  .string({ error: "dateInvalid" })
  .refine((value) => isIsoDate(value) && value >= "2000-01-01" && value <= "2100-12-31", {
    message: "dateInvalid",
  });

const optionalDate = z
  .union([z.literal(""), isoDateField])
  .nullish()
  .transform((value) => value || null);

/** A clock time "HH:mm" (24 h). */
export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The time of the due date, local wall time "HH:mm"; blank means any time that day. */
const optionalTime = z
  .union(
    [z.literal(""), z.string({ error: "timeInvalid" }).regex(clockTimePattern, "timeInvalid")],
    {
      error: "timeInvalid",
    },
  )
  .nullish()
  .transform((value) => value || null);

const taskFields = {
  title: requiredText("titleRequired", 200),
  description: optionalText(2000),
  priority: z.enum(taskPriorities, { error: "priorityInvalid" }),
  dueDate: optionalDate,
  dueTime: optionalTime,
  /** A profile of the household; blank means nobody. */
  assignedTo: z
    .string({ error: "assigneeInvalid" })
    .trim()
    .max(64, "assigneeInvalid")
    .nullish()
    .transform((value) => value || null),
  recurringPattern: z.enum(recurringPatterns, { error: "recurrenceInvalid" }),
  status: z.enum(taskStatuses, { error: "statusInvalid" }),
};

/** A time needs the day it is on. */
function timeHasDate(task: { dueDate?: string | null; dueTime?: string | null }): boolean {
  return !task.dueTime || Boolean(task.dueDate);
}
const timeHasDateIssue = {
  message: "dueTimeWithoutDate",
  path: ["dueTime"],
  // A field that failed already says what is wrong; only valid fields are compared.
  when: ({ issues }: { issues: readonly unknown[] }) => issues.length === 0,
};

const newTaskObject = z.strictObject({
  ...taskFields,
  priority: taskFields.priority.default("medium"),
  recurringPattern: taskFields.recurringPattern.default("none"),
  status: taskFields.status.default("todo"),
});

export const createTaskSchema = newTaskObject.refine(timeHasDate, timeHasDateIssue);
export type CreateTaskInput = z.input<typeof createTaskSchema>;
/** A parsed new task; callers that set no time may leave `dueTime` out. */
export type NewTask = Omit<z.output<typeof createTaskSchema>, "dueTime"> & {
  dueTime?: string | null;
};

/** Only the fields sent change: an absent field stays undefined (not null, which clears it). */
export const updateTaskSchema = z
  .strictObject({
    title: taskFields.title.optional(),
    description: taskFields.description.optional(),
    priority: taskFields.priority.optional(),
    dueDate: taskFields.dueDate.optional(),
    dueTime: taskFields.dueTime.optional(),
    assignedTo: taskFields.assignedTo.optional(),
    recurringPattern: taskFields.recurringPattern.optional(),
    status: taskFields.status.optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { message: "nothingToUpdate" });
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

/** What a task looks like to clients (and to the assistant's tools). */
export const taskSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(taskStatuses),
    priority: z.enum(taskPriorities),
    /** The floating calendar day it is due, "YYYY-MM-DD". */
    dueDate: z.string().nullable(),
    /** Local wall time "HH:mm" on the due date, in the household's zone; null: any time. */
    dueTime: z.string().nullable(),
    assignedTo: z.string().nullable(),
    assigneeName: z.string().nullable(),
    recurringPattern: z.enum(recurringPatterns),
    completedAt: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Task", description: "Una tarea del tablero del hogar." });
export type Task = z.output<typeof taskSchema>;

export const taskMemberSchema = z.strictObject({ id: z.string(), name: z.string() });
export type TaskMember = z.output<typeof taskMemberSchema>;

export const taskListQuerySchema = z.strictObject({
  status: z.enum(taskStatuses, { error: "statusInvalid" }).optional(),
  priority: z.enum(taskPriorities, { error: "priorityInvalid" }).optional(),
  /** A profile id, or "none" for tasks assigned to nobody. */
  assignedTo: z.string().max(64, "assigneeInvalid").optional(),
  /** «Hoy»: due today; «Atrasadas»: open and due before today (the household's calendar). */
  due: z.enum(taskDueViews, { error: "invalidInput" }).optional(),
  /** Each column's order: newest first (absent), soonest due first, or most urgent first. */
  sort: z.enum(taskSorts, { error: "invalidInput" }).optional(),
  /** Tasks per column (see taskBoardPageSize). */
  limit: z.coerce
    .number({ error: "boardLimitInvalid" })
    .int("boardLimitInvalid")
    .min(1, "boardLimitInvalid")
    .max(maxTaskBoardLimit, "boardLimitInvalid")
    .default(taskBoardPageSize),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;
export type TaskFilters = Omit<TaskListQuery, "limit">;

/** How many tasks each column holds in all, filters applied. */
export const taskTotalsSchema = z.strictObject({
  todo: z.number().int(),
  in_progress: z.number().int(),
  done: z.number().int(),
} satisfies Record<TaskStatus, z.ZodType>);
export type TaskTotals = z.output<typeof taskTotalsSchema>;

/** GET /api/tasks: the first tasks of each column and what the board needs around them. */
export const taskBoardSchema = z.strictObject({
  tasks: z.array(taskSchema),
  /** Below a column holding fewer tasks than its total, the board offers 'Mostrar más'. */
  totals: taskTotalsSchema,
  /** Who tasks can be assigned to. */
  members: z.array(taskMemberSchema),
});
export type TaskBoard = z.output<typeof taskBoardSchema>;

/** The 'Crear Tarea' and edit dialogs: every field but the column. */
export const taskFormSchema = newTaskObject
  .omit({ status: true })
  .refine(timeHasDate, timeHasDateIssue);
export type TaskFormInput = z.input<typeof taskFormSchema>;
export type TaskFormValues = z.output<typeof taskFormSchema>;
