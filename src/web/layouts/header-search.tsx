import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SearchResults } from "#shared/schemas/search.ts";
import type { SearchHits } from "#web/layouts/search-hits.tsx";
import { api } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";

let searchHits: Promise<typeof SearchHits> | undefined;
/** The results' code, with the dates and quantities they are written with, is fetched the first
 * time the box is used, not with every signed-in page (ADR 022); a failed fetch is asked again
 * the next time. */
function loadSearchHits(): Promise<typeof SearchHits> {
  if (!searchHits) {
    const loading = import("#web/layouts/search-hits.tsx").then((module) => module.SearchHits);
    loading.catch(() => {
      if (searchHits === loading) searchHits = undefined;
    });
    searchHits = loading;
  }
  return searchHits;
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
  const [Hits, setHits] = useState<typeof SearchHits | "failed">();
  const wantHits = () =>
    void loadSearchHits().then(
      (hits) => setHits(() => hits),
      () => setHits("failed"),
    );

  const data = query.length > 0 ? results.data : undefined;
  const found = data
    ? Object.values(data).some((group) => Array.isArray(group) && group.length > 0)
    : false;
  const shown = found && typeof Hits === "function";
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
          if (typeof Hits !== "function") wantHits();
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
            className={cn("px-2 py-1.5 text-sm text-muted-foreground", shown && "sr-only")}
          >
            {results.isError || Hits === "failed"
              ? t("search.failed")
              : !data || results.isFetching || !Hits
                ? t("search.searching")
                : found
                  ? t("search.results")
                  : t("search.empty", { query })}
          </p>
          {data && typeof Hits === "function" && (
            <Hits
              data={data}
              resultsId={resultsId}
              onPick={() => {
                close();
                setText("");
              }}
            />
          )}
        </section>
      )}
    </search>
  );
}
