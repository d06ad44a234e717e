import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";

/** Starts the offline outbox for the signed-in member (ADR 010): what an earlier visit left
 * unsent is sent as soon as there is a network, and the lists refetched after each write. A
 * write the server refuses on replay (the item was deleted meanwhile) is told calmly. */
export function useOutbox(userId: string | undefined): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!userId) return;
    // Loaded after the shell: screens that never write offline (chat, profiles…) don't wait
    // for it (bench/page-weight.ts).
    void import("#web/lib/outbox.ts").then(({ startOutbox }) =>
      startOutbox(userId, {
        onSent: (topic) => queryClient.invalidateQueries({ queryKey: [topic] }),
        onRefused: (write, error) => {
          const name = write.label || "…";
          if (error.status === 404) toast(t("outbox.refusedGone", { name }));
          else toast(t("outbox.refused", { name }), { description: error.message });
        },
      }),
    );
  }, [userId, queryClient, t]);
}
