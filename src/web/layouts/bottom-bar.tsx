import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { bottomBarItems } from "#web/layouts/nav-items.ts";
import { cn } from "#web/lib/cn.ts";

/** Under 768 px the five most used screens sit under the thumb (spec §2). */
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("bottomBar")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {bottomBarItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  "flex h-16 flex-col items-center justify-center gap-1 text-xs text-muted-foreground",
                  isActive && "font-medium text-primary",
                )
              }
            >
              <item.icon className="size-5" aria-hidden />
              {t(`nav.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
