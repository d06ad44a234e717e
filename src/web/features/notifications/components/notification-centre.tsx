import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { CheckCheck } from "lucide-react";
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
import { BellButton } from "#web/features/notifications/components/bell-button.tsx";
import { cn } from "#web/lib/cn.ts";
import { dateLocale } from "#web/lib/dates.ts";

/** The notification centre: the bell opens the household's reminders; each opens the item it is
 * about and is marked read. Live events keep it current. Loaded apart from the shell (see
 * NotificationBell); `defaultOpen` when the bell was pressed before it had loaded. */
export function NotificationCentre({ defaultOpen }: { defaultOpen: boolean }) {
  const { t, i18n } = useTranslation("notifications");
  const [open, setOpen] = useState(defaultOpen);
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
        <BellButton unread={unread} />
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
