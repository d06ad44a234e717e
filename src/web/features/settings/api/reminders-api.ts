import { queryOptions } from "@tanstack/react-query";
import type { NotificationPreferences } from "#shared/reminders/kinds.ts";
import type {
  DeliveryHistoryItem,
  NotificationSettingsView,
} from "#shared/schemas/notifications.ts";
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
  queryFn: ({ signal }) =>
    api<{ deliveries: DeliveryHistoryItem[] }>("/api/notifications/deliveries", { signal }),
});
