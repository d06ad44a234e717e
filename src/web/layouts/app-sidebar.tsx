import { useQueryClient } from "@tanstack/react-query";
import { Home, LogOut, PanelLeft } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { sidebarItems } from "#web/layouts/nav-items.ts";
import type { useSidebar } from "#web/layouts/use-sidebar.ts";
import { api } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { sessionQuery } from "#web/lib/session.ts";

type SidebarState = ReturnType<typeof useSidebar>;

const loadMobileSidebar = () => import("#web/layouts/mobile-sidebar.tsx");
const MobileSidebar = lazy(() =>
  loadMobileSidebar().then((module) => ({ default: module.MobileSidebar })),
);

export function SidebarTrigger({ sidebar }: { sidebar: SidebarState }) {
  const { t } = useTranslation();
  const open = sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={sidebar.toggle}
      aria-label={t("sidebar.toggle")}
      aria-expanded={open}
      aria-controls={sidebar.isMobile ? undefined : "barra-lateral"}
      title={t("sidebar.shortcut")}
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}

export function AppSidebar({ sidebar }: { sidebar: SidebarState }) {
  if (sidebar.isMobile) {
    return (
      <LazyDialog open={sidebar.mobileOpen} load={loadMobileSidebar}>
        <MobileSidebar open={sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen}>
          <SidebarBody collapsed={false} onNavigate={() => sidebar.setMobileOpen(false)} />
        </MobileSidebar>
      </LazyDialog>
    );
  }
  return (
    <aside
      id="barra-lateral"
      data-state={sidebar.expanded ? "expanded" : "collapsed"}
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 border-r border-border bg-card transition-[width] duration-200 md:flex md:flex-col",
        sidebar.expanded ? "w-[16rem]" : "w-[3rem]",
      )}
    >
      <SidebarBody collapsed={!sidebar.expanded} />
    </aside>
  );
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col overflow-y-auto">
      <NavLink
        to={paths.dailyBrief}
        onClick={onNavigate}
        className={cn(
          "flex h-14 items-center gap-2 px-3 font-semibold text-primary",
          collapsed && "justify-center px-0",
        )}
      >
        <Home className="size-5 shrink-0" aria-hidden />
        <span className={cn(collapsed && "sr-only")}>Hogaria</span>
      </NavLink>
      <nav aria-labelledby="nav-group-label" className="flex-1 px-2 py-2">
        <p
          id="nav-group-label"
          className={cn(
            "px-2 pb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground",
            collapsed && "sr-only",
          )}
        >
          {t("sidebar.group")}
        </p>
        <ul className="grid gap-1">
          {sidebarItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                title={collapsed ? t(`nav.${item.label}`) : undefined}
                className={({ isActive }) =>
                  cn(
                    "flex h-10 items-center gap-3 rounded-md px-2 text-sm hover:bg-muted",
                    isActive && "bg-secondary font-medium text-secondary-foreground",
                    collapsed && "justify-center px-0",
                  )
                }
              >
                <item.icon className="size-5 shrink-0" aria-hidden />
                <span className={cn(collapsed && "sr-only")}>{t(`nav.${item.label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-border p-2">
        <SignOutButton collapsed={collapsed} />
      </div>
    </div>
  );
}

function SignOutButton({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    // Spec §8: signing out ignores 401/403/404; the session is gone either way.
    await api("/api/auth/sign-out", { method: "POST", body: {} }).catch(() => undefined);
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    navigate(paths.auth, { replace: true });
  };
  return (
    <Button
      variant="ghost"
      onClick={signOut}
      title={collapsed ? t("signOut") : undefined}
      className={cn("w-full justify-start", collapsed && "justify-center px-0")}
    >
      <LogOut aria-hidden />
      <span className={cn(collapsed && "sr-only")}>{t("signOut")}</span>
    </Button>
  );
}
