import type { TFunction } from "i18next";
import {
  AlertTriangle,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  Check,
  ChefHat,
  ClipboardList,
  CookingPot,
  Loader2,
  Package,
  RotateCcw,
  ShoppingCart,
  Trash2,
  Wrench,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type {
  ProposableToolName,
  ToolFailure,
  ToolOutputs,
} from "#shared/assistant/tool-results.ts";
import { cn } from "#web/lib/cn.ts";
import { formatDay } from "#web/lib/dates.ts";

const icons: Record<ProposableToolName, typeof Check> = {
  addShoppingItems: ShoppingCart,
  removeShoppingItems: ShoppingCart,
  listShoppingItems: ShoppingCart,
  checkShoppingItems: ShoppingCart,
  uncheckShoppingItems: ShoppingCart,
  createTask: ClipboardList,
  listTasks: ClipboardList,
  completeTask: Check,
  reopenTask: RotateCcw,
  updateTask: ClipboardList,
  deleteTask: Trash2,
  readPantry: Package,
  adjustPantryItem: Package,
  listEvents: CalendarCheck,
  createEvent: CalendarCheck,
  updateEvent: CalendarClock,
  cancelEvent: CalendarX,
  createServiceRequest: Wrench,
  summarizeDay: CalendarCheck,
  suggestMeals: ChefHat,
  readMealPlan: ChefHat,
  planMeal: ChefHat,
  addWeekToShoppingList: ShoppingCart,
  cookMeal: CookingPot,
};

const withQuantity = (item: { name: string; quantity: string | null }) =>
  item.quantity ? `${item.name} (${item.quantity})` : item.name;

function list(names: string[], language: string): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
}

/** The card's sentence, from what the tool answered ('Agregué leche y pan a la lista'). */
export function describeToolOutput(
  t: TFunction<"chat">,
  language: string,
  name: ProposableToolName,
  output: unknown,
): string {
  switch (name) {
    case "addShoppingItems": {
      const { added, bumped = [] } = output as ToolOutputs["addShoppingItems"];
      const parts = [
        added.length > 0 || bumped.length === 0
          ? t("cards.addShoppingItems", { items: list(added.map(withQuantity), language) })
          : null,
        bumped.length > 0
          ? t("cards.bumpShoppingItems", { items: list(bumped.map(withQuantity), language) })
          : null,
      ];
      return parts.filter(Boolean).join(" · ");
    }
    case "removeShoppingItems": {
      const { removed } = output as ToolOutputs["removeShoppingItems"];
      return removed.length > 0
        ? t("cards.removeShoppingItems", { items: list(removed, language) })
        : t("cards.checkShoppingItemsNone");
    }
    case "uncheckShoppingItems": {
      const { unchecked, already = [] } = output as ToolOutputs["uncheckShoppingItems"];
      if (unchecked.length > 0)
        return t("cards.uncheckShoppingItems", { items: list(unchecked, language) });
      return already.length > 0
        ? t("cards.uncheckShoppingItemsAlready", { items: list(already, language) })
        : t("cards.checkShoppingItemsNone");
    }
    case "listShoppingItems":
      return t("cards.listShoppingItems", {
        count: (output as ToolOutputs["listShoppingItems"]).items.length,
      });
    case "checkShoppingItems": {
      // A message stored before `already` existed has none.
      const { checked, already = [] } = output as ToolOutputs["checkShoppingItems"];
      if (checked.length > 0)
        return t("cards.checkShoppingItems", { items: list(checked, language) });
      return already.length > 0
        ? t("cards.checkShoppingItemsAlready", { items: list(already, language) })
        : t("cards.checkShoppingItemsNone");
    }
    case "createTask":
      return t("cards.createTask", { title: (output as ToolOutputs["createTask"]).task.title });
    case "listTasks": {
      const { tasks, status } = output as ToolOutputs["listTasks"];
      const key =
        status === "done"
          ? "cards.listTasksDone"
          : status === "overdue"
            ? "cards.listTasksOverdue"
            : "cards.listTasks";
      return t(key, { count: tasks.length });
    }
    case "completeTask":
      return t("cards.completeTask", { title: (output as ToolOutputs["completeTask"]).task.title });
    case "reopenTask":
      return t("cards.reopenTask", { title: (output as ToolOutputs["reopenTask"]).task.title });
    case "updateTask":
      return t("cards.updateTask", { title: (output as ToolOutputs["updateTask"]).task.title });
    case "deleteTask":
      return t("cards.deleteTask", { title: (output as ToolOutputs["deleteTask"]).task.title });
    case "readPantry":
      return t("cards.readPantry");
    case "adjustPantryItem": {
      const { item, created } = output as ToolOutputs["adjustPantryItem"];
      return t(created ? "cards.adjustPantryItemCreated" : "cards.adjustPantryItem", {
        name: item.name,
        quantity: item.quantity,
        unit: item.unit,
      });
    }
    case "listEvents":
      return t("cards.listEvents", { count: (output as ToolOutputs["listEvents"]).events.length });
    case "createEvent": {
      const { event } = output as ToolOutputs["createEvent"];
      const date = formatDay(event.date, language);
      return t("cards.createEvent", {
        title: event.title,
        date: event.time ? `${date} ${event.time}` : date,
      });
    }
    case "updateEvent": {
      const { event } = output as ToolOutputs["updateEvent"];
      const date = formatDay(event.date, language);
      return t("cards.updateEvent", {
        title: event.title,
        date: event.time ? `${date} ${event.time}` : date,
      });
    }
    case "cancelEvent":
      return t("cards.cancelEvent", { title: (output as ToolOutputs["cancelEvent"]).event.title });
    case "createServiceRequest":
      return t("cards.createServiceRequest", {
        type: (output as ToolOutputs["createServiceRequest"]).serviceType,
      });
    case "summarizeDay":
      return t("cards.summarizeDay");
    case "suggestMeals": {
      const { ideas } = output as ToolOutputs["suggestMeals"];
      return ideas.length > 0
        ? t("cards.suggestMeals", {
            meals: list(
              ideas.map((idea) => idea.name),
              language,
            ),
          })
        : t("cards.suggestMealsNone");
    }
    case "readMealPlan":
      return t("cards.readMealPlan", {
        count: (output as ToolOutputs["readMealPlan"]).meals.length,
      });
    case "planMeal": {
      const { meal } = output as ToolOutputs["planMeal"];
      return t("cards.planMeal", {
        title: meal.title,
        date: formatDay(meal.date, language),
        slot: t(`cards.slots.${meal.slot}`),
      });
    }
    case "addWeekToShoppingList": {
      const { added, merged } = output as ToolOutputs["addWeekToShoppingList"];
      return t("cards.addWeekToShoppingList", { added, merged });
    }
    case "cookMeal":
      return t("cards.cookMeal", { title: (output as ToolOutputs["cookMeal"]).meal.title });
  }
}

interface ToolCardProps {
  name: ProposableToolName;
  state: string;
  output?: unknown;
}

/** What one tool did, as a small card in the conversation. */
export function ToolCard({ name, state, output }: ToolCardProps) {
  const { t, i18n } = useTranslation("chat");
  const Icon = icons[name] ?? Check;
  if (state !== "output-available" || !output) {
    return (
      <div className="flex items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t("working")}
      </div>
    );
  }
  const failed = (output as { ok?: boolean }).ok === false;
  return (
    <div
      className={cn(
        "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm",
        failed
          ? "border-amber-300 bg-amber-50 text-amber-900"
          : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
      data-testid="tool-card"
    >
      {failed ? (
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <span>
        {failed
          ? t("cards.failed", { message: (output as ToolFailure).message })
          : describeToolOutput(t, i18n.language, name, output)}
      </span>
    </div>
  );
}
