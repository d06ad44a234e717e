import { House, Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  type LandingSection,
  landingSections,
  type OpenAuthDialog,
} from "#web/features/landing/components/landing-actions.ts";
import { useActiveSection } from "#web/features/landing/components/use-active-section.ts";
import { cn } from "#web/lib/cn.ts";

const navKeys: Record<LandingSection, string> = {
  funciones: "nav.features",
  demo: "nav.demo",
  planes: "nav.plans",
  contacto: "nav.contact",
};

/** Plain links to /auth until the page is interactive; then they open the dialogs (spec §2). */
function authLinkHandler(
  openAuth: OpenAuthDialog,
  mode: "signIn" | "signUp",
  source: string,
  closeMenu: () => void,
) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    closeMenu();
    openAuth(mode, source);
  };
}

export function LandingHeader({ openAuth }: { openAuth: OpenAuthDialog }) {
  const { t } = useTranslation("landing");
  const [menuOpen, setMenuOpen] = useState(false);
  const active = useActiveSection(landingSections);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    // Any way of reaching a section (a link in the page, the back button) closes the menu too.
    const close = () => setMenuOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    window.addEventListener("hashchange", close);
    return () => {
      window.removeEventListener("keydown", closeOnEscape);
      window.removeEventListener("hashchange", close);
    };
  }, [menuOpen]);

  // The phone menu closes, then the page goes to the section: scrolling while the open menu
  // still made the header tall would leave the section short of where it belongs.
  const goTo = (event: React.MouseEvent<HTMLAnchorElement>, id: LandingSection) => {
    if (!menuOpen || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    flushSync(() => setMenuOpen(false));
    document.getElementById(id)?.scrollIntoView();
    history.pushState(null, "", `#${id}`);
  };

  const links = landingSections.map((id) => (
    <li key={id}>
      <a
        href={`#${id}`}
        onClick={(event) => goTo(event, id)}
        aria-current={active === id ? "location" : undefined}
        className={cn(
          "block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
          "aria-[current=location]:bg-secondary aria-[current=location]:text-secondary-foreground",
        )}
      >
        {t(navKeys[id])}
      </a>
    </li>
  ));

  const authButtons = (
    <>
      <Button asChild variant="ghost">
        <a
          href={paths.auth}
          onClick={authLinkHandler(openAuth, "signIn", "header", () => setMenuOpen(false))}
        >
          {t("signIn")}
        </a>
      </Button>
      <Button asChild>
        <a
          href={`${paths.auth}?tab=signup`}
          onClick={authLinkHandler(openAuth, "signUp", "header_cta", () => setMenuOpen(false))}
        >
          {t("signUp")}
        </a>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/90 backdrop-blur">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <a
          href={paths.home}
          aria-label={t("nav.home")}
          className="flex items-center gap-2 text-lg font-bold text-primary"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <House className="size-5" aria-hidden />
          </span>
          <span aria-hidden>Hogaria</span>
        </a>
        <nav aria-label={t("nav.label")} className="ml-auto hidden md:block">
          <ul className="flex gap-1">{links}</ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:ml-2 md:flex">{authButtons}</div>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-border bg-background px-4 pb-4 md:hidden"
      >
        <nav aria-label={t("nav.label")}>
          <ul className="grid gap-1 py-2">{links}</ul>
        </nav>
        <div className="grid grid-cols-2 gap-2">{authButtons}</div>
      </div>
    </header>
  );
}
