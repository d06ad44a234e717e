import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { onboardingQuery } from "#web/features/onboarding/api/onboarding-api.ts";
import { ApiError, errorText, NetworkError } from "#web/lib/api-client.ts";
import { meQuery } from "#web/lib/me.ts";

/** Spec §8: onboarding failures are a destructive 'Error' toast with the backend's message. When
 * the household was finished meanwhile (another tab or device), the wizard moves on. */
export function useStepError() {
  const { t } = useTranslation(["onboarding", "common"]);
  const queryClient = useQueryClient();
  return async (error: unknown) => {
    if (error instanceof ApiError && error.code === "ONBOARDING_FINISHED") {
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      queryClient.setQueryData(onboardingQuery.queryKey, { status: "completed" });
      return;
    }
    const description =
      error instanceof NetworkError
        ? t("common:errors.network")
        : errorText(error, t, t("common:errors.generic"));
    toast.error(t("errorTitle"), { description });
  };
}
