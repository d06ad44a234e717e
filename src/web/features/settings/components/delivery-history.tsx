import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DeliveryHistoryItem } from "#shared/schemas/notifications.ts";
import { deliveryHistoryQuery } from "#web/features/settings/api/reminders-api.ts";
import { cn } from "#web/lib/cn.ts";

/** What was sent, through which channel, and why something was not: failures are reported
 * here to the member, in words. */
export function DeliveryHistory() {
  const { t } = useTranslation("notifications");
  const history = useQuery(deliveryHistoryQuery);
  const deliveries = history.data?.deliveries.slice(0, 10) ?? [];
  const reason = (delivery: DeliveryHistoryItem) => {
    if (delivery.status !== "failed" && delivery.status !== "skipped") return null;
    // The server answers only reasons of its list (deliveryReasons), never transport errors.
    return t(`settings.reasons.${delivery.lastError ?? "other"}`);
  };
  return (
    <section aria-labelledby="envios-titulo" className="grid gap-2">
      <h3 id="envios-titulo" className="text-sm font-medium">
        {t("settings.historyTitle")}
      </h3>
      {history.isSuccess && deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("settings.historyEmpty")}</p>
      ) : (
        <ul className="grid divide-y divide-border rounded-md border border-border text-sm">
          {deliveries.map((delivery) => (
            <li
              key={`${delivery.reminderKey}-${delivery.channel}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2"
            >
              <span className="min-w-0 flex-1 break-words">{delivery.title}</span>
              <span className="text-muted-foreground">
                {t(`settings.channels.${delivery.channel}`)} ·{" "}
                <span
                  className={cn(
                    delivery.status === "failed" && "font-medium text-destructive",
                    delivery.status === "sent" && "text-primary",
                  )}
                >
                  {t(`settings.status.${delivery.status}`)}
                </span>
                {reason(delivery) && <>: {reason(delivery)}</>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
