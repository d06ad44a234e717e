import { queryOptions } from "@tanstack/react-query";
import type { PhoneLinkState } from "#shared/schemas/channels.ts";
import { api } from "#web/lib/api-client.ts";

/** The member's WhatsApp/SMS link and whether the household's plan includes it. */
export const channelStateQuery = queryOptions({
  queryKey: ["channels", "phone"],
  queryFn: ({ signal }) => api<PhoneLinkState>("/api/channels/phone", { signal }),
});
