import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";

/** The bell in the app shell, with the count of unread reminders. */
export function BellButton({ unread, ...props }: { unread: number } & ComponentProps<"button">) {
  const { t } = useTranslation("notifications");
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread > 0 ? t("bellUnread", { count: unread }) : t("bell")}
      {...props}
    >
      <Bell aria-hidden />
      {unread > 0 && (
        <span
          data-testid="unread-count"
          aria-hidden
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs font-semibold leading-5 text-destructive-foreground"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Button>
  );
}
