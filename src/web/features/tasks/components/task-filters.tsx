import { useTranslation } from "react-i18next";
import { taskPriorities } from "#shared/domain/tasks.ts";
import type { TaskMember } from "#shared/schemas/tasks.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { noFilters, type TaskFilterValues } from "#web/features/tasks/api/board-view.ts";

export function TaskFilters({
  value,
  members,
  onChange,
}: {
  value: TaskFilterValues;
  members: TaskMember[];
  onChange: (value: TaskFilterValues) => void;
}) {
  const { t } = useTranslation(["tasks", "conveniences"]);
  const filtered = value.assignee !== "all" || value.priority !== "all" || value.due !== "all";
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t("filters.label")}</legend>
      <FormField label={t("filters.assignee")} className="w-44">
        <NativeSelect
          value={value.assignee}
          onChange={(event) => onChange({ ...value, assignee: event.target.value })}
        >
          <option value="all">{t("filters.allMembers")}</option>
          <option value="none">{t("unassigned")}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("filters.priority")} className="w-36">
        <NativeSelect
          value={value.priority}
          onChange={(event) => onChange({ ...value, priority: event.target.value })}
        >
          <option value="all">{t("filters.allPriorities")}</option>
          {taskPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {t(`priority.${priority}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("conveniences:taskViews.sort")} className="w-44">
        <NativeSelect
          value={value.sort}
          onChange={(event) =>
            onChange({ ...value, sort: event.target.value as TaskFilterValues["sort"] })
          }
        >
          <option value="recent">{t("conveniences:taskViews.sortRecent")}</option>
          <option value="due">{t("conveniences:taskViews.sortDue")}</option>
          <option value="priority">{t("conveniences:taskViews.sortPriority")}</option>
        </NativeSelect>
      </FormField>
      {filtered && (
        <Button variant="ghost" onClick={() => onChange({ ...noFilters, sort: value.sort })}>
          {t("filters.clear")}
        </Button>
      )}
    </fieldset>
  );
}
