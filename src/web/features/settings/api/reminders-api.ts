import { queryOptions } from "@tanstack/react-query";
import type { DeliveryHistory } from "#shared/contracts/notifications.ts";
import type { NotificationPreferences } from "#shared/reminders/kinds.ts";
import type { NotificationSettingsView } from "#shared/schemas/notifications.ts";
import { api } from "#web/lib/api-client.ts";

export const reminderSettingsQuery = queryOptions({
  queryKey: ["notifications", "settings"],
  queryFn: ({ signal }) => api<NotificationSettingsView>("/api/notifications/settings", { signal }),
});

export const saveReminderSettings = (preferences: NotificationPreferences) =>
  api<NotificationSettingsView>("/api/notifications/settings", {
    method: "PUT",
    body: preferences,
  });

export const deliveryHistoryQuery = queryOptions({
  queryKey: ["notifications", "deliveries"],
  queryFn: ({ signal }) => api<DeliveryHistory>("/api/notifications/deliveries", { signal }),
});
