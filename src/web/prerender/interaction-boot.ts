/**
 * The inline script of every prerendered page (ADR 004), in place of Vite's entry tag.
 *
 * - It loads the app: at once, or on the landing page only at the visitor's first interaction
 *   (pointer moved or pressed, touch, key, focus, wheel or scroll), so the landing page loads no JavaScript
 *   until someone uses it.
 * - Smooth scrolling starts after the page has loaded (`data-smooth-scroll` on <html>), so an
 *   address with a section (/#demo) opens on that section instead of animating towards it.
 * - A click that arrives before React has taken over the page is held and replayed once it has
 *   (`hogaria:hydrated`), so the first tap on 'Crear Cuenta' still opens the dialog. The target
 *   is remembered by its position under #root, since a page that is rendered afresh rather than
 *   hydrated gets new elements. In-page anchors (#planes…) work natively and are never held.
 *
 * Source text: scripts/prerender.ts writes it as one hashed file under /assets (the CSP allows
 * no inline script); each page says what to load in a JSON block, `#hogaria-boot`.
 */
export interface BootConfig {
  entry: string;
  preload: string[];
  loadOnInteraction: boolean;
}

export const bootConfigId = "hogaria-boot";

export const interactionBootScript = `(() => {
  const { entry, preload, loadOnInteraction } = JSON.parse(
    document.getElementById("${"hogaria-boot"}").textContent,
  );
  const root = document.getElementById("root");
  const triggers = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"];
  let started = false;
  let hydrated = false;
  let held = null;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  const pathOf = (element) => {
    const path = [];
    for (let node = element; node && node !== root; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node));
    }
    return path;
  };
  const elementAt = (path) => {
    let node = root;
    for (const index of path) node = node && node.children[index];
    return node;
  };
  const hold = (event) => {
    if (hydrated || event.defaultPrevented) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = target.closest("a[href]");
    if (anchor && anchor.getAttribute("href").startsWith("#")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = pathOf(target);
    start();
  };
  document.addEventListener("click", hold, true);
  addEventListener("hogaria:hydrated", () => {
    hydrated = true;
    document.removeEventListener("click", hold, true);
    const target = held && elementAt(held);
    held = null;
    if (!target) return;
    // The whole press, not only the click: some controls (tabs) act on mousedown.
    requestAnimationFrame(() => {
      const press = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: "mouse" };
      target.dispatchEvent(new PointerEvent("pointerdown", press));
      target.dispatchEvent(new MouseEvent("mousedown", press));
      target.dispatchEvent(new PointerEvent("pointerup", press));
      target.dispatchEvent(new MouseEvent("mouseup", press));
      target.dispatchEvent(new MouseEvent("click", press));
    });
  }, { once: true });
  // Smooth scrolling only for the visitor's own jumps (#planes from the menu): a link to /#demo
  // lands on the section at once instead of gliding across the whole page.
  const smooth = () => requestAnimationFrame(() => document.documentElement.setAttribute("data-smooth-scroll", ""));
  if (document.readyState === "complete") smooth();
  else addEventListener("load", smooth, { once: true });
  if (loadOnInteraction) {
    for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
  } else {
    start();
  }
})();
`;
