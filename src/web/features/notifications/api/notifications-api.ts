import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReadAllAnswer } from "#shared/contracts/notifications.ts";
import type { NotificationList } from "#shared/schemas/notifications.ts";
import { api } from "#web/lib/api-client.ts";

/** Under "notifications": the scheduler's live "notifications" events refresh it, and so do
 * task and community changes, which may have brought activity (an assignment, a comment). */
export const notificationsQuery = queryOptions({
  queryKey: ["notifications", "list"],
  queryFn: ({ signal }) => api<NotificationList>("/api/notifications", { signal }),
  meta: { liveTopics: ["tasks", "community"] },
  // A safety net for a dropped live connection; live events refresh it at once.
  refetchInterval: 5 * 60_000,
});

function useNotificationMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
}

export const useMarkRead = () =>
  useNotificationMutation((id: string) =>
    api<null>(`/api/notifications/${id}/read`, { method: "POST", body: {} }),
  );

export const useMarkAllRead = () =>
  useNotificationMutation(() =>
    api<ReadAllAnswer>("/api/notifications/read-all", { method: "POST", body: {} }),
  );
