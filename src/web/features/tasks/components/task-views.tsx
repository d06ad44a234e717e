import { useTranslation } from "react-i18next";
import type { TaskFilterValues } from "#web/features/tasks/api/board-view.ts";
import { cn } from "#web/lib/cn.ts";

type ViewName = "mine" | "today" | "overdue" | "all";

/** Which of the views the filters amount to (none when filtered otherwise). */
function currentView(value: TaskFilterValues, profileId: string | null): ViewName | null {
  if (value.due !== "all") return value.assignee === "all" ? value.due : null;
  if (value.assignee === "all") return "all";
  return profileId && value.assignee === profileId ? "mine" : null;
}

/** «Mis tareas», «Hoy», «Atrasadas» first, then every task: one tap to the tasks that matter
 * now. Priority and order stay as chosen. */
export function TaskViews({
  value,
  profileId,
  onChange,
}: {
  value: TaskFilterValues;
  /** The member's own profile; without one, «Mis tareas» is not offered. */
  profileId: string | null;
  onChange: (value: TaskFilterValues) => void;
}) {
  const { t } = useTranslation("conveniences");
  const current = currentView(value, profileId);
  const views: { name: ViewName; filters: Pick<TaskFilterValues, "assignee" | "due"> }[] = [
    ...(profileId
      ? [{ name: "mine" as const, filters: { assignee: profileId, due: "all" as const } }]
      : []),
    { name: "today", filters: { assignee: "all", due: "today" } },
    { name: "overdue", filters: { assignee: "all", due: "overdue" } },
    { name: "all", filters: { assignee: "all", due: "all" } },
  ];
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{t("taskViews.label")}</legend>
      {views.map((view) => (
        <button
          key={view.name}
          type="button"
          aria-pressed={current === view.name}
          onClick={() => onChange({ ...value, ...view.filters })}
          className={cn(
            "h-11 shrink-0 cursor-pointer rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            current === view.name
              ? "border-primary bg-primary text-primary-foreground"
              : "border-border bg-card hover:bg-muted",
          )}
        >
          {t(`taskViews.${view.name}`)}
        </button>
      ))}
    </fieldset>
  );
}
