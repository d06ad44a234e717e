import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { channelStateQuery } from "#web/features/settings/api/channels-api.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";

/** Configuración: Hogaria on WhatsApp and SMS — whether it is on, in the plan, and linked. */
export function ChannelsSection() {
  const { t } = useTranslation(["settings", "common"]);
  const state = useQuery(channelStateQuery);
  const data = state.data;
  const status = !data
    ? null
    : !data.available
      ? "unavailable"
      : !data.includedInPlan
        ? "notInPlan"
        : data.link?.status === "verified"
          ? "linked"
          : data.link?.status === "pending"
            ? "pending"
            : "notLinked";
  return (
    <SectionCard id="canales" title={t("channels.title")} description={t("channels.description")}>
      {status === null ? (
        <p role="status" className="text-muted-foreground">
          {state.isError ? t("loadError") : t("common:loading")}
        </p>
      ) : (
        <div className="grid gap-3">
          <p role="status" className="flex flex-wrap items-center gap-2">
            <Badge variant={status === "linked" ? "success" : "muted"}>
              {t(`channels.states.${status}`)}
            </Badge>
            {status === "linked" && data?.link && (
              <span>
                {data.link.phone} · {t(`channels.kinds.${data.link.channel}`)}
              </span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">{t(`channels.hints.${status}`)}</p>
          {status !== "unavailable" && (
            <Link to={paths.profiles} className="text-sm font-medium underline underline-offset-4">
              {t("channels.manage")}
            </Link>
          )}
        </div>
      )}
    </SectionCard>
  );
}
