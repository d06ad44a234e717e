import { queryOptions } from "@tanstack/react-query";
import type { ConfirmPhoneLink, PhoneLinkState, StartPhoneLink } from "#shared/schemas/channels.ts";
import { api } from "#web/lib/api-client.ts";

export const phoneLinkQuery = queryOptions({
  queryKey: ["channels", "phone"],
  queryFn: ({ signal }) => api<PhoneLinkState>("/api/channels/phone", { signal }),
});

export const startPhoneLink = (input: StartPhoneLink) =>
  api<PhoneLinkState>("/api/channels/phone", { body: input });

export const confirmPhoneLink = (input: ConfirmPhoneLink) =>
  api<PhoneLinkState>("/api/channels/phone/confirm", { body: input });

export const unlinkPhone = () => api<null>("/api/channels/phone", { method: "DELETE" });
