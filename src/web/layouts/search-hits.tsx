import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import type { SearchResults } from "#shared/schemas/search.ts";
import { amountWithUnit } from "#web/lib/amounts.ts";
import { formatDay, localDate } from "#web/lib/dates.ts";

const groupOrder = ["tasks", "shoppingItems", "lists", "pantryItems", "events", "posts"] as const;
type Group = (typeof groupOrder)[number];

interface Hit {
  id: string;
  title: string;
  detail: string | null;
  href: string;
}

/**
 * The header search's results, grouped by kind, each a link to where it lives (issue 20). Their
 * code (with the dates and quantities they are written with) is fetched when the search box is
 * first used, not with every signed-in page (`HeaderSearch`, ADR 022).
 */
export function SearchHits({
  data,
  resultsId,
  onPick,
}: {
  data: SearchResults;
  resultsId: string;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation("conveniences");
  const hits: Record<Group, Hit[]> = {
    tasks: data.tasks.map((task) => ({
      id: task.id,
      title: task.title,
      detail:
        task.status === "done"
          ? t("search.taskDone")
          : task.dueDate
            ? t("search.due", { date: formatDay(task.dueDate, i18n.language, "EEE d MMM") })
            : null,
      href: `${paths.tasks}?ver=${task.id}`,
    })),
    shoppingItems: data.shoppingItems.map((item) => ({
      id: item.id,
      title: item.name,
      detail: item.isChecked
        ? `${t("search.inList", { list: item.listName })} · ${t("search.bought")}`
        : t("search.inList", { list: item.listName }),
      href: `${paths.shopping}?lista=${item.listId}&ver=${item.id}`,
    })),
    lists: data.lists.map((list) => ({
      id: list.id,
      title: list.name,
      detail: null,
      href: `${paths.shopping}?lista=${list.id}`,
    })),
    pantryItems: data.pantryItems.map((item) => ({
      id: item.id,
      title: item.name,
      detail: t("search.stock", {
        // The pantry's unit names ("6 unidades") once its texts are loaded, else the unit as is.
        amount: i18n.exists(`pantry:units.${item.unit}.one`)
          ? amountWithUnit(
              i18n.getFixedT(i18n.language, "pantry"),
              i18n.language,
              item.qtyOnHand,
              item.unit,
            )
          : `${new Intl.NumberFormat(i18n.language).format(item.qtyOnHand)} ${item.unit}`,
      }),
      href: `${paths.pantry}?ver=${item.id}`,
    })),
    events: data.events.map((event) => {
      const day = event.allDay ? event.start : localDate(event.start);
      return {
        id: event.id,
        title: event.title,
        detail: formatDay(day, i18n.language, "EEE d MMM yyyy"),
        href: `${paths.calendar}?vista=agenda&fecha=${day}&ver=${event.id}`,
      };
    }),
    posts: data.posts.map((post) => ({
      id: post.id,
      title: post.excerpt,
      detail: post.authorName ? t("search.byAuthor", { name: post.authorName }) : null,
      href: `${paths.community}?ver=${post.id}`,
    })),
  };

  return groupOrder.map((group) =>
    hits[group].length === 0 ? null : (
      <section key={group} aria-labelledby={`${resultsId}-${group}`} className="py-1">
        <h2
          id={`${resultsId}-${group}`}
          className="px-2 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t(`search.groups.${group}`)}
        </h2>
        <ul>
          {hits[group].map((hit) => (
            <li key={hit.id}>
              <Link
                to={hit.href}
                onClick={onPick}
                className="grid min-h-11 content-center rounded-md px-2 py-1.5 hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="truncate text-sm font-medium">{hit.title}</span>
                {hit.detail && (
                  <span className="truncate text-xs text-muted-foreground">{hit.detail}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    ),
  );
}
