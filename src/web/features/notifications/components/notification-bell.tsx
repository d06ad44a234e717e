import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { Bell, CheckCheck } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { NotificationItem } from "#shared/schemas/notifications.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  notificationsQuery,
  useMarkAllRead,
  useMarkRead,
} from "#web/features/notifications/api/notifications-api.ts";
import { cn } from "#web/lib/cn.ts";
import { dateLocale } from "#web/lib/dates.ts";

/** The notification centre in the app shell: a bell with the unread count; each reminder opens
 * the item it is about and is marked read. Live events keep it current. */
export function NotificationBell() {
  const { t, i18n } = useTranslation("notifications");
  const [open, setOpen] = useState(false);
  const notifications = useQuery(notificationsQuery);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const openItem = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate(item.id);
    setOpen(false);
    if (item.link?.startsWith("/")) void navigate(item.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t("bellUnread", { count: unread }) : t("bell")}
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t("title")}
          className="z-50 flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-border bg-card shadow-xl outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 className="font-semibold">{t("title")}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate(undefined)}
            >
              <CheckCheck aria-hidden />
              {t("markAllRead")}
            </Button>
          </div>
          {notifications.isPending ? (
            <p role="status" className="p-4 text-sm text-muted-foreground">
              {t("loading")}
            </p>
          ) : notifications.isError ? (
            <p role="alert" className="p-4 text-sm">
              {t("loadError")}
            </p>
          ) : items.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">{t("empty")}</p>
          ) : (
            <ul className="overflow-y-auto py-1" aria-label={t("title")}>
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => openItem(item)}
                    className={cn(
                      "grid w-full cursor-pointer gap-0.5 px-4 py-2.5 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none",
                      !item.readAt && "bg-emerald-50/60",
                    )}
                  >
                    <span className="flex items-start gap-2">
                      {!item.readAt && (
                        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                          <span className="sr-only">{t("unread")}</span>
                        </span>
                      )}
                      <span className={cn("text-sm", !item.readAt && "font-semibold")}>
                        {item.title}
                      </span>
                    </span>
                    {item.body && (
                      <span className="text-sm text-muted-foreground">{item.body}</span>
                    )}
                    <span className="text-xs text-muted-foreground">
                      {formatDistanceToNow(new Date(item.createdAt), {
                        addSuffix: true,
                        locale: dateLocale(i18n.language),
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
