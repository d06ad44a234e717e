import { useEffect } from "react";
import { useLocation } from "react-router";

const highlight = ["ring-2", "ring-primary", "ring-offset-2"];

/** The elements a linked id may be, page by page: task cards, list rows, pantry cards, posts. */
function findItem(id: string): HTMLElement | null {
  const escaped = CSS.escape(id);
  return document.querySelector<HTMLElement>(
    `[data-task-id="${escaped}"], [data-item-id="${escaped}"], [data-post-id="${escaped}"]`,
  );
}

/**
 * A link with `?ver=<id>` (the header search's results) scrolls the page to that item once it
 * has loaded, and rings it for a moment, whichever page it is on. Gives up after a few seconds
 * (an item on a later page of a long list).
 */
export function useRevealLinkedItem(): void {
  const location = useLocation();
  useEffect(() => {
    const id = new URLSearchParams(location.search).get("ver");
    if (!id) return;
    let element: HTMLElement | null = null;
    let unring: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      element = findItem(id);
      if (!element) return false;
      element.scrollIntoView({ block: "center", behavior: "smooth" });
      element.classList.add(...highlight);
      const ringed = element;
      unring = setTimeout(() => ringed.classList.remove(...highlight), 2500);
      return true;
    };
    if (reveal()) return () => clearTimeout(unring);
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 8000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(unring);
    };
  }, [location.search]);
}
