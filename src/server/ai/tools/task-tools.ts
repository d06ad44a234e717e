import { tool, zodSchema } from "ai";
import { z } from "zod";
import {
  bestTitleMatch,
  foldName,
  matchMember,
  nameWords,
} from "#server/ai/tools/name-matching.ts";
import {
  dateField,
  type ToolEnvironment,
  taskLine,
  timeField,
  toolContext,
} from "#server/ai/tools/tool-environment.ts";
import { attempt, toolMessages } from "#server/ai/tools/tool-messages.ts";
import { validationError } from "#server/http/errors.ts";
import { ensureAllowed } from "#server/modules/households/membership.ts";
import {
  completeTask,
  createTask,
  deleteTask,
  findTasks,
  listOpenTasks,
  listTaskMembers,
  type TaskUpdate,
  updateTask,
} from "#server/modules/tasks/tasks.service.ts";
import type { TaskChangeField, ToolFailure, ToolOutputs } from "#shared/assistant/tool-results.ts";
import { recurringPatterns, taskPriorities } from "#shared/domain/tasks.ts";
import { createTaskSchema, type Task, updateTaskSchema } from "#shared/schemas/tasks.ts";

const titleField = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe("Words of the task's title as the member said them: 'pagar la luz', 'the trash'");
const assigneeField = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe(
    "A household member as the member said it ('Carlos', 'mi hermana Sofía'); 'me' for the member who asks",
  );
const priorityField = z.enum(taskPriorities).describe("low, medium, high or urgent");
const recurrenceField = z
  .enum(recurringPatterns)
  .describe("How it repeats: daily, weekly, monthly; 'none' stops it repeating");

const inputs = {
  createTask: zodSchema(
    z.object({
      title: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .describe("What has to be done, short, starting with a verb: 'Pagar el gas'"),
      dueDate: dateField.nullish().describe("The day it is due, YYYY-MM-DD; omit if none said"),
      dueTime: timeField
        .nullish()
        .describe("The time it is due, HH:mm (24 h); a time without a day means today"),
      priority: priorityField.nullish(),
      assignee: assigneeField.nullish(),
      recurrence: recurrenceField.nullish(),
    }),
  ),
  listTasks: zodSchema(
    z.object({
      date: dateField
        .nullish()
        .describe("Only tasks due that day (with status 'done': completed that day)"),
      assignee: assigneeField.nullish().describe("Only one member's tasks; 'me' for the caller"),
      status: z
        .enum(["open", "overdue", "done"])
        .nullish()
        .describe("'open' (default): still to do; 'overdue': due before today; 'done': completed"),
    }),
  ),
  findByTitle: zodSchema(z.object({ title: titleField })),
  updateTask: zodSchema(
    z.object({
      title: titleField,
      dueDate: dateField.nullish().describe("Move it to this day"),
      dueTime: timeField.nullish().describe("Change the time it is due, HH:mm"),
      assignee: assigneeField.nullish().describe("Give it to this member"),
      priority: priorityField.nullish(),
      recurrence: recurrenceField.nullish(),
    }),
  ),
};

export function taskTools(env: ToolEnvironment) {
  const { ctx, membership, language, today } = toolContext(env);
  const say = toolMessages(language);

  /** The member a name refers to (their profile id and name), or the refusal to answer. */
  async function resolveMember(said: string): Promise<{ id: string; name: string } | ToolFailure> {
    const members = await listTaskMembers(ctx, membership);
    const match = matchMember(said, members, membership.profileId);
    if (match.status === "found") return match.member;
    if (match.status === "ambiguous") {
      return say.ambiguous(
        said,
        match.members.map((member) => member.name),
      );
    }
    return say.noMember(said);
  }

  /** The task a title refers to among these. A member's name alone ("borra la tarea de
   * Carlos", "marca a tarefa do Carlos como feita") is their task when they have one; with
   * several it is a question, never one picked at random (nor «Lavar el carro», whose "carro"
   * only looks like "Carlos"). */
  async function matchTask(title: string, tasks: Task[]): Promise<Task | ToolFailure | undefined> {
    const said = foldName(title);
    const members = await listTaskMembers(ctx, membership);
    const whose = members.find(
      (member) => foldName(member.name) === said || nameWords(member.name)[0] === said,
    );
    if (!whose) {
      const names = members.map((member) => member.name);
      return bestTitleMatch(title, tasks, (task) => task.title, names);
    }
    const theirs = tasks.filter((task) => task.assignedTo === whose.id);
    if (theirs.length > 1)
      return say.ambiguous(
        title,
        theirs.map((task) => task.title),
      );
    return theirs[0];
  }

  /** The task a title refers to: open ones first (soonest due), then completed ones. */
  async function findTask(title: string): Promise<Task | ToolFailure | undefined> {
    const open = await matchTask(title, await listOpenTasks(ctx, membership));
    if (open) return open;
    const done = await findTasks(ctx, membership, { status: "done", today: today(), limit: 200 });
    return matchTask(title, done);
  }

  return {
    createTask: tool({
      description:
        "Create a household task or reminder ('remind me to pay the gas on Friday at 10'), optionally due on a day and time, for a member, with a priority, repeating daily, weekly or monthly.",
      inputSchema: inputs.createTask,
      execute: async (input): Promise<ToolOutputs["createTask"] | ToolFailure> =>
        attempt(language, async () => {
          ensureAllowed(membership, "content.create");
          let assignedTo: string | null = null;
          if (input.assignee) {
            const member = await resolveMember(input.assignee);
            if ("ok" in member) return member;
            assignedTo = member.id;
          }
          const values = createTaskSchema.safeParse({
            title: input.title,
            dueDate: input.dueDate ?? (input.dueTime ? today() : null),
            dueTime: input.dueTime ?? null,
            priority: input.priority ?? "medium",
            assignedTo,
            recurringPattern: input.recurrence ?? "none",
          });
          if (!values.success) throw validationError(values.error);
          const task = await createTask(ctx, membership, values.data);
          return { ok: true as const, task: taskLine(task) };
        }),
    }),

    listTasks: tool({
      description:
        "List the household's tasks: still to do (default), overdue or done; optionally only those due on a day and/or one member's ('what does Carlos have to do today?', 'my tasks').",
      inputSchema: inputs.listTasks,
      execute: async (input): Promise<ToolOutputs["listTasks"] | ToolFailure> =>
        attempt(language, async () => {
          let assignee: { id: string; name: string } | null = null;
          if (input.assignee) {
            const member = await resolveMember(input.assignee);
            if ("ok" in member) return member;
            assignee = member;
          }
          const status = input.status ?? "open";
          const tasks = await findTasks(ctx, membership, {
            status,
            date: input.date ?? undefined,
            assignedTo: assignee?.id,
            today: today(),
            limit: 30,
          });
          return {
            ok: true as const,
            status,
            date: input.date ?? null,
            assignee: assignee?.name ?? null,
            tasks: tasks.map(taskLine),
          };
        }),
    }),

    completeTask: tool({
      description: "Mark an open task as done, found by words of its title ('I paid the light').",
      inputSchema: inputs.findByTitle,
      execute: async ({ title }): Promise<ToolOutputs["completeTask"] | ToolFailure> =>
        attempt(language, async () => {
          const open = await listOpenTasks(ctx, membership);
          const match = await matchTask(title, open);
          if (match && "ok" in match) return match;
          if (!match) return say.noOpenTask(title);
          const change = await completeTask(ctx, membership, match.id);
          return {
            ok: true as const,
            task: taskLine(change.task),
            nextOccurrence: change.nextOccurrence ? taskLine(change.nextOccurrence) : null,
          };
        }),
    }),

    reopenTask: tool({
      description: "Put a completed task back to do (it was not done after all), by its title.",
      inputSchema: inputs.findByTitle,
      execute: async ({ title }): Promise<ToolOutputs["reopenTask"] | ToolFailure> =>
        attempt(language, async () => {
          const done = await findTasks(ctx, membership, {
            status: "done",
            today: today(),
            limit: 200,
          });
          const match = await matchTask(title, done);
          if (match && "ok" in match) return match;
          if (!match) return say.noDoneTask(title);
          const change = await updateTask(ctx, membership, match.id, { status: "todo" });
          return { ok: true as const, task: taskLine(change.task) };
        }),
    }),

    updateTask: tool({
      description:
        "Change a task found by its title: move it to another day or time, give it to another member, change its priority or make it repeat. Only the fields given change.",
      inputSchema: inputs.updateTask,
      execute: async (input): Promise<ToolOutputs["updateTask"] | ToolFailure> =>
        attempt(language, async () => {
          const task = await findTask(input.title);
          if (!task) return say.noTask(input.title);
          if ("ok" in task) return task;
          const update: TaskUpdate = {};
          const changed: TaskChangeField[] = [];
          if (input.dueDate) {
            update.dueDate = input.dueDate;
            changed.push("dueDate");
          }
          if (input.dueTime) {
            update.dueTime = input.dueTime;
            // A time for an undated task is a time today.
            if (!input.dueDate && !task.dueDate) update.dueDate = today();
            changed.push("dueTime");
          }
          if (input.assignee) {
            const member = await resolveMember(input.assignee);
            if ("ok" in member) return member;
            update.assignedTo = member.id;
            changed.push("assignee");
          }
          if (input.priority) {
            update.priority = input.priority;
            changed.push("priority");
          }
          if (input.recurrence) {
            update.recurringPattern = input.recurrence;
            changed.push("recurrence");
          }
          const parsed = updateTaskSchema.safeParse(update);
          if (!parsed.success) throw validationError(parsed.error);
          const change = await updateTask(ctx, membership, task.id, parsed.data);
          return { ok: true as const, task: taskLine(change.task), changed };
        }),
    }),

    deleteTask: tool({
      description: "Delete a task for good, found by its title ('forget about washing the car').",
      inputSchema: inputs.findByTitle,
      execute: async ({ title }): Promise<ToolOutputs["deleteTask"] | ToolFailure> =>
        attempt(language, async () => {
          const task = await findTask(title);
          if (!task) return say.noTask(title);
          if ("ok" in task) return task;
          await deleteTask(ctx, membership, task.id);
          return { ok: true as const, task: taskLine(task) };
        }),
    }),
  };
}
