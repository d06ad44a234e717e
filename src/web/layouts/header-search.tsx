import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import type { SearchResults } from "#shared/schemas/search.ts";
import { amountWithUnit } from "#web/lib/amounts.ts";
import { api } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { formatDay, localDate } from "#web/lib/dates.ts";

const groupOrder = ["tasks", "shoppingItems", "lists", "pantryItems", "events", "posts"] as const;
type Group = (typeof groupOrder)[number];

interface Hit {
  id: string;
  title: string;
  detail: string | null;
  href: string;
}

/** Typing in a text field keeps its "/"; anywhere else "/" goes to the search. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * One box in the app's header for everything of the household (issue 20): tasks, shopping items
 * and lists, pantry, events and posts, grouped by kind, each a link to where it lives. "/"
 * focuses it; Escape closes the results; ↓ goes into them.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation("conveniences");
  const inputId = useId();
  const resultsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const query = useDebounced(text.trim(), 250);
  const results = useQuery({
    queryKey: ["search", query],
    queryFn: ({ signal }) =>
      api<SearchResults>(`/api/search?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const close = () => setOpen(false);
  const hitsOf = (data: SearchResults): Record<Group, Hit[]> => ({
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
  });

  const data = query.length > 0 ? results.data : undefined;
  const groups = data ? groupOrder.map((group) => [group, hitsOf(data)[group]] as const) : [];
  const found = groups.some(([, hits]) => hits.length > 0);
  const showPanel = open && text.trim().length > 0;

  const links = () => [...(panel.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
  const moveFocus = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      close();
      input.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === "ArrowDown" ? at + 1 : at - 1;
    if (next < 0) input.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    // Leaving the box and its results (Tab past the last link, a tap elsewhere) closes them.
    <search
      className="relative min-w-0 flex-1 md:max-w-md"
      onKeyDown={moveFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        ref={input}
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          void i18n.loadNamespaces("pantry");
        }}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        aria-controls={showPanel ? resultsId : undefined}
        aria-keyshortcuts="/"
        className="h-11 w-full rounded-full border border-input bg-card pr-10 pl-9 text-base placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
      />
      <kbd
        aria-hidden
        title={t("search.hint")}
        className={cn(
          "pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-border px-1.5 font-mono text-xs text-muted-foreground",
          // Out of the way of the box's own clear button once something is typed.
          !text && "md:block",
        )}
      >
        /
      </kbd>
      {showPanel && (
        <section
          ref={panel}
          id={resultsId}
          aria-label={t("search.results")}
          className="fixed inset-x-2 top-14 z-40 max-h-[70dvh] overflow-y-auto rounded-lg border border-border bg-card p-2 text-foreground shadow-lg md:absolute md:inset-x-auto md:top-12 md:left-0 md:w-[28rem]"
        >
          <p
            aria-live="polite"
            className={cn("px-2 py-1.5 text-sm text-muted-foreground", found && "sr-only")}
          >
            {results.isError
              ? t("search.failed")
              : !data || results.isFetching
                ? t("search.searching")
                : found
                  ? t("search.results")
                  : t("search.empty", { query })}
          </p>
          {groups.map(([group, hits]) =>
            hits.length === 0 ? null : (
              <section key={group} aria-labelledby={`${resultsId}-${group}`} className="py-1">
                <h2
                  id={`${resultsId}-${group}`}
                  className="px-2 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {t(`search.groups.${group}`)}
                </h2>
                <ul>
                  {hits.map((hit) => (
                    <li key={hit.id}>
                      <Link
                        to={hit.href}
                        onClick={() => {
                          close();
                          setText("");
                        }}
                        className="grid min-h-11 content-center rounded-md px-2 py-1.5 hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <span className="truncate text-sm font-medium">{hit.title}</span>
                        {hit.detail && (
                          <span className="truncate text-xs text-muted-foreground">
                            {hit.detail}
                          </span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </section>
      )}
    </search>
  );
}
