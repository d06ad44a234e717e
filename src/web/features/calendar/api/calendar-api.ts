import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { EventAnswer } from "#shared/contracts/calendar.ts";
import type {
  CalendarSubscription,
  CalendarView,
  EventInput,
  IcsImportResult,
} from "#shared/schemas/calendar.ts";
import { api, errorText } from "#web/lib/api-client.ts";
import { useUndoDeleteToast } from "#web/lib/undo-toast.ts";

/** Starts with "calendar"; tasks are shown on their due day, so task changes refresh it too. */
export function calendarQuery(from: string, to: string) {
  return queryOptions({
    queryKey: ["calendar", "view", from, to],
    queryFn: ({ signal }) => api<CalendarView>(`/api/calendar?from=${from}&to=${to}`, { signal }),
    meta: { liveTopics: ["tasks"] },
    placeholderData: (previous) => previous,
  });
}

export function useCalendar(from: string, to: string) {
  return useQuery(calendarQuery(from, to));
}

export function useSaveEvent() {
  const { t } = useTranslation("calendar");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EventInput }) =>
      id
        ? api<EventAnswer>(`/api/calendar/events/${id}`, {
            method: "PUT",
            body: input,
          })
        : api<EventAnswer>("/api/calendar/events", { method: "POST", body: input }),
    onSuccess: (_data, { id }) => toast.success(t(id ? "toasts.updated" : "toasts.created")),
    onError: (error) => toast.error(t("toasts.saveFailed"), { description: errorText(error, t) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["calendar"] }),
  });
}

export function useDeleteEvent() {
  const { t } = useTranslation("calendar");
  const queryClient = useQueryClient();
  const showUndoDelete = useUndoDeleteToast();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/calendar/events/${id}`, { method: "DELETE" }),
    onSuccess: (_data, id) => showUndoDelete("events", id, t("toasts.deleted")),
    onError: (error) => toast.error(t("toasts.deleteFailed"), { description: errorText(error, t) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["calendar"] }),
  });
}

export function useImportIcs() {
  const { t } = useTranslation("calendar");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ics: string) =>
      api<IcsImportResult>("/api/calendar/import", { method: "POST", body: { ics } }),
    onSuccess: (result) =>
      toast.success(t("toasts.imported"), {
        description: t("toasts.importSummary", { ...result }),
      }),
    onError: (error) => toast.error(t("toasts.importFailed"), { description: errorText(error, t) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["calendar"] }),
  });
}

const subscriptionKey = ["calendar", "subscription"];

export function useSubscription(enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) => api<CalendarSubscription>("/api/calendar/subscription", { signal }),
    enabled,
  });
}

export function useRegenerateSubscription() {
  const { t } = useTranslation("calendar");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<CalendarSubscription>("/api/calendar/subscription", { method: "POST", body: {} }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionKey, subscription);
      toast.success(t("toasts.regenerated"));
    },
    onError: (error) =>
      toast.error(t("toasts.regenerateFailed"), { description: errorText(error, t) }),
  });
}
