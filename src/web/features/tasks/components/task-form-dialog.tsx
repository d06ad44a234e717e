import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { recurringPatterns, taskPriorities } from "#shared/domain/tasks.ts";
import {
  type Task,
  type TaskFormInput,
  type TaskFormValues,
  type TaskMember,
  taskFormSchema,
} from "#shared/schemas/tasks.ts";
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCreateTask, useUpdateTask } from "#web/features/tasks/api/tasks-api.ts";

interface TaskFormDialogProps {
  /** The task being edited; null to create one. */
  task: Task | null;
  members: TaskMember[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function defaults(task: Task | null): TaskFormInput {
  return {
    title: task?.title ?? "",
    description: task?.description ?? "",
    priority: task?.priority ?? "medium",
    dueDate: task?.dueDate ?? "",
    dueTime: task?.dueTime ?? "",
    assignedTo: task?.assignedTo ?? "",
    recurringPattern: task?.recurringPattern ?? "none",
  };
}

/** 'Crear Tarea' and 'Editar tarea': the same fields, validated as the API validates them. */
export function TaskFormDialog({ task, members, open, onOpenChange }: TaskFormDialogProps) {
  const { t } = useTranslation("tasks");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(task ? "dialog.editTitle" : "dialog.createTitle")}
      description={t(task ? "dialog.editDescription" : "dialog.createDescription")}
    >
      {open && (
        <TaskForm
          key={task?.id ?? "new"}
          task={task}
          members={members}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function TaskForm({
  task,
  members,
  onDone,
}: {
  task: Task | null;
  members: TaskMember[];
  onDone: () => void;
}) {
  const { t } = useTranslation("tasks");
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const form = useForm<TaskFormInput, unknown, TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    mode: "onTouched",
    defaultValues: defaults(task),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = useDialogSubmit(form, {
    failed: t("toasts.createFailed"),
    save: async (values) => {
      if (task) {
        // Optimistic: the board shows the change at once and rolls back if the server refuses.
        updateTask.mutate({ id: task.id, update: values });
        onDone();
        return;
      }
      await createTask.mutateAsync(values);
      onDone();
    },
  });

  return (
    <DialogForm onSubmit={submit}>
      <FormField label={t("fields.title")} error={errors.title}>
        <Input
          autoComplete="off"
          placeholder={t("placeholders.title")}
          {...form.register("title")}
        />
      </FormField>
      <FormField label={t("fields.description")} error={errors.description}>
        <Textarea
          rows={3}
          placeholder={t("placeholders.description")}
          {...form.register("description")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.priority")} error={errors.priority}>
          <NativeSelect {...form.register("priority")}>
            {taskPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priority.${priority}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("fields.assignedTo")} error={errors.assignedTo}>
          <NativeSelect {...form.register("assignedTo")}>
            <option value="">{t("unassigned")}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {/* The day and its optional time side by side, also on a phone. */}
        <div className="grid grid-cols-[minmax(0,7fr)_minmax(0,6fr)] items-start gap-2 sm:col-span-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,10rem)]">
          <FormField label={t("fields.dueDate")} error={errors.dueDate} className="min-w-0">
            <Input
              type="date"
              className="min-w-0 px-2.5"
              // A time needs a day: picking the day clears the time's error at once.
              {...form.register("dueDate", { deps: ["dueTime"] })}
            />
          </FormField>
          <FormField label={t("fields.dueTime")} error={errors.dueTime} className="min-w-0">
            <Input type="time" step={60} className="min-w-0 px-2.5" {...form.register("dueTime")} />
          </FormField>
        </div>
        <FormField
          label={t("fields.recurringPattern")}
          error={errors.recurringPattern}
          className="sm:col-span-2"
        >
          <NativeSelect {...form.register("recurringPattern")}>
            {recurringPatterns.map((pattern) => (
              <option key={pattern} value={pattern}>
                {t(`recurrence.${pattern}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormActions
        cancelLabel={t("dialog.cancel")}
        submitLabel={t(task ? "dialog.submitEdit" : "dialog.submitCreate")}
        submittingLabel={t("dialog.submitting")}
        submitting={isSubmitting}
      />
    </DialogForm>
  );
}
