import { format, parseISO } from "date-fns";
import { Bot, CalendarDays, UserRound } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ServiceStatus, ServiceType } from "#shared/domain/services.ts";
import type { ServiceRequest } from "#shared/schemas/services.ts";
import type { ServiceActor } from "#shared/services/status.ts";
import { availableTransitions } from "#shared/services/status.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useChangeServiceStatus } from "#web/features/services/api/services-api.ts";
import { ProviderButton } from "#web/features/services/components/provider-button.tsx";
import { serviceIcons } from "#web/features/services/components/service-icons.ts";
import { errorText } from "#web/lib/api-client.ts";
import { dateLocale, formatLongDate } from "#web/lib/dates.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

// ADR 008/022: the confirmation (and Radix's dialog) loads when idle, not with the requests.
const loadCancelRequestDialog = () =>
  import("#web/features/services/components/cancel-request-dialog.tsx");
const CancelRequestDialog = lazy(() =>
  loadCancelRequestDialog().then((module) => ({ default: module.CancelRequestDialog })),
);

const statusBadge: Record<ServiceStatus, "warning" | "secondary" | "success" | "muted"> = {
  pending: "warning",
  in_progress: "secondary",
  completed: "success",
  cancelled: "muted",
};

/** The summary is written within seconds; after a few minutes without one, it is not coming. */
const summaryWaitMs = 3 * 60_000;

interface ServiceRequestCardProps {
  request: ServiceRequest;
  actor: ServiceActor;
  canManage: boolean;
}

export function ServiceRequestCard({ request, actor, canManage }: ServiceRequestCardProps) {
  const { t, i18n } = useTranslation("services");
  const locale = dateLocale(i18n.language);
  const change = useChangeServiceStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const Icon = serviceIcons[request.serviceType as ServiceType] ?? serviceIcons.Otro;
  const moves = availableTransitions(actor, request.status);
  const waitingForSummary =
    !request.aiSummary && Date.now() - Date.parse(request.createdAt) < summaryWaitMs;

  const move = (status: ServiceStatus) =>
    change.mutate(
      { id: request.id, status },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          toast.success(t(`toasts.status.${status}`));
        },
        onError: (error) =>
          toast.error(t("toasts.statusFailed"), {
            description: errorText(error, t),
          }),
      },
    );

  const requested = format(parseISO(request.createdAt), "PP", { locale });
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="service-request">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-tight">
            {t(`types.${request.serviceType}`, { defaultValue: request.serviceType })}
          </h3>
          <p className="text-sm text-muted-foreground">
            {request.requestedByName
              ? t("card.requestedBy", { date: requested, name: request.requestedByName })
              : t("card.requestedOn", { date: requested })}
          </p>
        </div>
        <Badge variant={statusBadge[request.status]}>{t(`status.${request.status}`)}</Badge>
      </div>

      {request.description && (
        <p className="whitespace-pre-line break-words">{request.description}</p>
      )}

      <dl className="grid gap-1 text-sm">
        {request.scheduledDate && (
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
            <dt className="text-muted-foreground">{t("card.preferredDate")}</dt>
            <dd>{formatLongDate(parseISO(request.scheduledDate), i18n.language)}</dd>
          </div>
        )}
        {request.availabilityNotes && (
          <div className="flex gap-2">
            <dt className="shrink-0 text-muted-foreground">{t("card.availability")}</dt>
            <dd className="break-words">{request.availabilityNotes}</dd>
          </div>
        )}
        {request.providerName && (
          <div className="flex items-center gap-2">
            <UserRound className="size-4 text-muted-foreground" aria-hidden />
            <dt className="text-muted-foreground">{t("card.provider")}</dt>
            <dd>{request.providerName}</dd>
          </div>
        )}
      </dl>

      {request.photoUrls.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("card.photos")}>
          {request.photoUrls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="block rounded-md">
                <img
                  src={url}
                  alt={t("card.photoAlt", { index: index + 1, type: request.serviceType })}
                  loading="lazy"
                  className="size-20 rounded-md border border-border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      {(request.aiSummary || waitingForSummary) && (
        <section className="flex gap-2 rounded-lg border border-primary/20 bg-secondary p-3 text-sm text-secondary-foreground">
          <Bot className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid gap-0.5">
            <h4 className="font-semibold">{t("card.summary")}</h4>
            <p data-testid="service-summary">
              {request.aiSummary ?? <span className="italic">{t("card.summaryPending")}</span>}
            </p>
          </div>
        </section>
      )}

      {(moves.length > 0 || (canManage && request.status !== "cancelled")) && (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          {moves
            .filter((status) => status !== "cancelled")
            .map((status) => (
              <Button
                key={status}
                disabled={change.isPending}
                onClick={() => move(status)}
                className="h-11"
              >
                {t(`actions.${status}`)}
              </Button>
            ))}
          {canManage && request.status !== "cancelled" && <ProviderButton request={request} />}
          {moves.includes("cancelled") && (
            <Button
              variant="ghost"
              className="h-11 text-destructive"
              onClick={() => setConfirmCancel(true)}
            >
              {t("actions.cancelled")}
            </Button>
          )}
        </div>
      )}

      <LazyDialog open={confirmCancel} load={loadCancelRequestDialog}>
        <CancelRequestDialog
          open={confirmCancel}
          onOpenChange={setConfirmCancel}
          pending={change.isPending}
          onConfirm={() => move("cancelled")}
        />
      </LazyDialog>
    </Card>
  );
}
