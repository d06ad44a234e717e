import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { HouseholdSettingsInput } from "#shared/schemas/settings.ts";
import { settingsQuery, updateHouseholdSettings } from "#web/features/settings/api/settings-api.ts";
import { errorText, fieldErrorsOf } from "#web/lib/api-client.ts";

/**
 * A settings section's save: the server's answer replaces the cached one (`queryKey`), its reasons
 * for single fields come back for the form, and a toast says `saved` or `failed` and why.
 */
export function useSaveSection<Input, Answer>({
  send,
  queryKey,
  saved,
  failed,
}: {
  send: (input: Input) => Promise<Answer>;
  queryKey: QueryKey;
  saved: string;
  failed: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (input: Input) => {
    setPending(true);
    setErrors({});
    try {
      queryClient.setQueryData(queryKey, await send(input));
      toast.success(saved);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast.error(failed, { description: errorText(error, t) });
    } finally {
      setPending(false);
    }
  };
  return { save, pending, errors };
}

/** Saves household settings (Hogar, Asistente). */
export function useSaveSettings() {
  const { t } = useTranslation("settings");
  return useSaveSection<HouseholdSettingsInput, unknown>({
    send: updateHouseholdSettings,
    queryKey: settingsQuery.queryKey,
    saved: t("saved"),
    failed: t("saveFailed"),
  });
}
