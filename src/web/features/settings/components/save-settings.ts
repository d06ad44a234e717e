import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { HouseholdSettingsInput } from "#shared/schemas/settings.ts";
import { settingsQuery, updateHouseholdSettings } from "#web/features/settings/api/settings-api.ts";
import { ApiError, errorText, NetworkError } from "#web/lib/api-client.ts";

/** Saves household settings; field errors come back for the form, the rest as a toast. */
export function useSaveSettings() {
  const { t } = useTranslation(["settings", "household", "common"]);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (input: HouseholdSettingsInput) => {
    setPending(true);
    setErrors({});
    try {
      queryClient.setQueryData(settingsQuery.queryKey, await updateHouseholdSettings(input));
      toast.success(t("saved"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
      const description =
        error instanceof NetworkError
          ? t("common:errors.network")
          : errorText(error, t, t("common:errors.generic"));
      toast.error(t("saveFailed"), { description });
    } finally {
      setPending(false);
    }
  };
  return { save, pending, errors };
}
